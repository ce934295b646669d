// Post-build step: inline each route's JSON-LD (serialised from content/ by
// app/structured-data.json, the JSON text of a graph per path) at the end of the <head> of its
// page, where crawlers read it, without a second copy in the React payload. A graph whose page
// is missing fails the build, naming it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileOfRoute } from '../clean-urls.ts';
import { all, attr, createElement, headOf, insert, remove } from './html.ts';
import type { Tree } from './html.ts';
import type { Expect, Page, Step } from './pipeline.ts';

const id = 'structured-data';
const isBlock = (script: Tree.Element): boolean => attr(script, 'id') === id;

/** The JSON-LD text of an export by page file (`about.html`), from its `structured-data.json`. */
export function graphsOf(outDir: string): Map<string, unknown> {
  const source = join(outDir, 'structured-data.json');
  if (!existsSync(source)) throw new Error(`${source} is missing`);
  const graphs: unknown = JSON.parse(readFileSync(source, 'utf8'));
  if (typeof graphs !== 'object' || graphs === null) throw new Error(`${source}: expected an object of JSON-LD texts by path`);
  return new Map(Object.entries(graphs).map(([path, json]) => [fileOfRoute(path), json]));
}

/** The step: each page with a graph gets exactly one JSON-LD block, last in <head>, as serialised. */
export function structuredData(graphs: ReadonlyMap<string, unknown>): Step<'structured-data', number> {
  const done = new Set<string>();
  return {
    name: 'structured-data',
    page({ name, document }: Page, expect: Expect) {
      const json = graphs.get(name);
      if (json === undefined) return;
      expect(typeof json === 'string' && !json.includes('<'), 'its JSON-LD as text with "<" escaped');
      JSON.parse(json); // refuse anything that is not JSON
      const head = headOf(document);
      all(head, 'script', isBlock).forEach(remove);
      insert(head, createElement('script', { type: 'application/ld+json', id }, json));
      expect(all(document, 'script', isBlock).length === 1, 'one JSON-LD block');
      done.add(name);
    },
    finish() {
      const missing = [...graphs.keys()].filter((name) => !done.has(name));
      if (missing.length) throw new Error(`postbuild structured-data: graphs for pages the export lacks: ${missing.join(', ')}`);
      return done.size;
    },
  };
}
