/**
 * @jest-environment node
 */
// The layers point one way (ARCHITECTURE.md, "Layers"): model/ imports nothing above it; the
// site's own code (app/, components/, lib/, hooks/, styles/) imports nothing from scripts/ or
// editor/; the build's steps (scripts/pipeline/) import no tool, measure, refresh, test helper or
// editor server; the editor's browser code (editor/browser/) imports none of those either; and no
// file reaches itself through its imports, type imports included. Read with TypeScript's own
// reader and resolver, as the typecheck sees the imports. Tests may import what they test from
// any layer.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { filesIn } from '../scripts/pipeline/files.ts';

const root = join(__dirname, '..');
const sourceFolders = ['app', 'components', 'model', 'hooks', 'lib', 'styles', 'scripts', 'editor', 'e2e', 'tests', 'deploy'];
const isSource = (file: string) => /\.(ts|tsx|mts|mjs)$/.test(file) && !file.endsWith('.d.ts');
const isTest = (file: string) => /\.test\.tsx?$|(^|\/)e2e\/|^tests\/|^scripts\/test\//.test(file);

const { options } = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
const files = sourceFolders.flatMap((folder) => filesIn(join(root, folder))).filter(isSource);

/** Each project file's imports of other project files, both relative to the root. */
const graph = new Map<string, string[]>(
  files.map((file) => {
    const imported = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    const targets = imported
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => !!target && !target.includes('/node_modules/') && target.startsWith(root))
      .map((target) => relative(root, target));
    return [relative(root, file), targets];
  }),
);

function layerOf(file: string): string {
  if (file.startsWith('scripts/')) return file.split('/').slice(0, 2).join('/');
  if (file.startsWith('editor/')) return file.startsWith('editor/browser/') ? 'editor/browser' : 'editor/server';
  if (file.startsWith('content/')) return 'content';
  return file.startsWith('model/') ? 'model' : 'site';
}
/** The rooms of tools around the site: the build's steps, the tools, the measures, the show's refresh, the test helpers, the editor. */
const tools = ['scripts/pipeline', 'scripts/tools', 'scripts/measure', 'scripts/refresh', 'scripts/test', 'editor/server', 'editor/browser'];

/** Every import of a non-test file in `from` that reaches a file in one of `to`, as "importer → imported". */
function crossings(from: string, to: readonly string[]): string[] {
  return [...graph].flatMap(([file, targets]) =>
    layerOf(file) === from && !isTest(file) ? targets.filter((target) => to.includes(layerOf(target))).map((target) => `${file} → ${target}`) : [],
  );
}

/** The import circles among the project's files: each as its files in order, its first file again at the end. */
function circles(): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const target of graph.get(file) ?? []) {
      const trail = [...path, file];
      if (state.get(target) === 'open') found.push([...trail.slice(trail.indexOf(target)), target].join(' → '));
      else if (!state.has(target)) walk(target, trail);
    }
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) walk(file, []);
  return found;
}

test('the reader sees the project’s imports', () => {
  expect(graph.get('app/layout.tsx')).toEqual(expect.arrayContaining(['model/site.ts']));
  expect(graph.get('scripts/pipeline/postbuild.ts')?.length).toBeGreaterThan(3);
});

test('model/ imports nothing above it: it is the floor', () => {
  expect([...graph.keys()].filter((file) => layerOf(file) === 'model').length).toBeGreaterThan(20);
  expect(crossings('model', ['site', ...tools])).toEqual([]);
});

test('the site’s own code imports nothing from scripts/ or editor/', () => {
  expect(crossings('site', tools)).toEqual([]);
});

test('the build’s steps import no tool, measure, refresh, test helper or editor server (the editor’s browser code they bundle for its page)', () => {
  expect(
    crossings(
      'scripts/pipeline',
      tools.filter((room) => !['scripts/pipeline', 'editor/browser'].includes(room)),
    ),
  ).toEqual([]);
});

test('the editor’s browser code imports no build step, tool or test helper, nor its server: it runs in the owner’s browser', () => {
  expect([...graph.keys()].filter((file) => layerOf(file) === 'editor/browser').length).toBeGreaterThan(5);
  expect(
    crossings(
      'editor/browser',
      tools.filter((room) => room !== 'editor/browser'),
    ),
  ).toEqual([]);
});

test('no file imports itself through others', () => {
  expect(circles()).toEqual([]);
});

test('no room is named build/: people and tools (ignore lists, code maps) read that as output', () => {
  expect(files.map((file) => relative(root, file)).filter((file) => file.split('/').includes('build'))).toEqual([]);
});
