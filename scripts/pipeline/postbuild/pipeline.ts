// Each exported page read, parsed, passed through the named steps, serialised and written once. A step
// states what it expects of a page: when Next's output changes shape, it fails loudly instead of doing nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { htmlFiles } from './export-files.ts';
import { all, createElement, insert, parse, serialize } from './html.ts';
import type { Tree } from './html.ts';

/** One exported page: its name in the export (`about.html`) and its parsed tree. */
export interface Page {
  name: string;
  document: Tree.Document;
}

/** Throws, naming the step, the page and `what`, unless `condition`. */
export type Expect = (condition: unknown, what: string) => asserts condition;

/** What a step does to each page: changes its tree (`page`), checks the text written (`verify`). */
export interface PageStep {
  name: string;
  page(page: Page, expect: Expect): void;
  verify?(html: string, expect: Expect): void;
}

/** A named step of the pipeline; `finish` runs once after every page and reports what it did. */
export interface Step<Name extends string = string, Result = unknown> extends PageStep {
  name: Name;
  finish(): Result;
}

/** `expect(condition, what)` for one step on one page: throws, naming both, unless `condition`. */
export const expecter =
  (step: string, name: string): Expect =>
  (condition, what) => {
    if (!condition) throw new Error(`postbuild ${step}: ${name}: expected ${what}`);
  };

/** The page of one exported file. */
export function pageOf(outDir: string, file: string, html = readFileSync(file, 'utf8')): Page {
  return { name: relative(outDir, file).replace(/\\/g, '/'), document: parse(html) };
}

/** Runs `steps` over one page; returns the text to write. */
export function transform(page: Page, steps: readonly PageStep[]): string {
  for (const step of steps) step.page(page, expecter(step.name, page.name));
  const html = serialize(page.document);
  for (const step of steps) step.verify?.(html, expecter(step.name, page.name));
  return html;
}

/** What each step's `finish` reported, by step name. */
export type Report<Steps extends readonly Step[]> = {
  [S in Steps[number] as S['name']]: ReturnType<S['finish']>;
};

/** Runs `steps` over every page of `outDir`, writing each page once, then each step's `finish`. */
export function runPipeline<const Steps extends readonly Step[]>(outDir: string, steps: Steps): Report<Steps> {
  const files = htmlFiles(outDir);
  for (const file of files) writeFileSync(file, transform(pageOf(outDir, file), steps));
  // The compiler cannot follow a mapped type through Object.fromEntries.
  return Object.fromEntries(steps.map((step) => [step.name, step.finish()])) as Report<Steps>;
}

/** A step that puts one script (`attrs`, `text`) last in every page's <body>, and reports on how many pages. */
export function scriptLastInBody<const Name extends string>(name: Name, attrs: Record<string, string>, text: string): Step<Name, number> {
  let pages = 0;
  return {
    name,
    page({ document }: Page, expect: Expect) {
      const [body] = all(document, 'body');
      expect(body, 'a <body>');
      insert(body, createElement('script', attrs, text));
      pages += 1;
    },
    finish: () => pages,
  };
}
