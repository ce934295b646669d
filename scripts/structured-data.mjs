// Post-build: inline each route's JSON-LD (built from content/ by app/structured-data.json, a
// graph per path) into the <head> of its page, where crawlers read it, without a second copy in
// the React payload. A graph whose page is missing fails the build, naming it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileOfRoute } from './export-files.mjs';

const marker = '<script type="application/ld+json" id="structured-data">';

/** The page with the JSON-LD block at the end of <head>, replacing one added before. */
export function withJsonLd(html, json) {
  JSON.parse(json); // refuse anything that is not JSON
  if (json.includes('<')) throw new Error('JSON-LD must have "<" escaped');
  const cleaned = html.replace(/<script type="application\/ld\+json" id="structured-data">[\s\S]*?<\/script>/, '');
  return cleaned.replace('</head>', `${marker}${json}</script></head>`);
}

/** Inlines `structured-data.json` of an export into every page it has a graph for; returns how many. */
export function inlineStructuredData(outDir) {
  const source = join(outDir, 'structured-data.json');
  if (!existsSync(source)) throw new Error(`${source} is missing`);
  const graphs = Object.entries(JSON.parse(readFileSync(source, 'utf8')));
  for (const [path, graph] of graphs) {
    const page = join(outDir, fileOfRoute(path));
    if (!existsSync(page)) throw new Error(`structured data for ${path}, but no page ${page}`);
    // Re-serialised as it came: "<" stays escaped as \u003c.
    writeFileSync(page, withJsonLd(readFileSync(page, 'utf8'), JSON.stringify(graph).replace(/</g, '\\u003c')));
  }
  return graphs.length;
}
