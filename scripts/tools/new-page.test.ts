/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { filesIn } from '../pipeline/files.ts';
import { newPage, refusal } from './new-page.ts';

/** The files a page needs read, in a folder of their own, as the project holds them. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-page-'));
  mkdirSync(join(root, 'model/schema'), { recursive: true });
  cpSync('model', join(root, 'model'), { recursive: true });
  cpSync('content', join(root, 'content'), { recursive: true });
  mkdirSync(join(root, 'app'));
  return root;
}

/** A name no page of the project has (a page the project has would be no new page here). */
const sample = 'new-page-sample';

/** Every file under `root` with its text. */
const snapshot = (root: string) => new Map(filesIn(root).map((file) => [relative(root, file), readFileSync(file, 'utf8')]));

it('writes the recipe’s four files and touches no other', () => {
  const root = project();
  const before = snapshot(root);
  expect(refusal(sample, root)).toBeUndefined();
  newPage(sample, root);
  const after = snapshot(root);
  const touched = [...after]
    .filter(([file, text]) => before.get(file) !== text)
    .map(([file]) => file)
    .sort();
  expect(touched).toEqual([`app/${sample}/page.tsx`, `content/${sample}.json`, 'model/registry.ts', `model/schema/${sample}.ts`]);
  const registry = after.get('model/registry.ts') ?? '';
  expect(registry).toContain(`import { newPageSampleFile } from './schema/${sample}.ts';`);
  expect(registry).toMatch(
    / {2}'new-page-sample': \{\n {4}route: \{ path: '\/new-page-sample', label: 'New Page Sample', in: \['footer'\], built: 'always', priority: 0\.5 \},\n {4}content: \{ schema: newPageSampleFile, cms: 'New Page Sample page' \},\n {2}\},\n\} as const satisfies/,
  );
  expect(JSON.parse(after.get(`content/${sample}.json`) ?? '{}')).toMatchObject({ heading: 'New Page Sample', eyebrow: 'New Page Sample' });
});

it('refuses, saying why, a name that is missing, not a page name, or taken', () => {
  const root = project();
  expect(refusal(undefined, root)).toMatch(/npm run new:page -- speaking/);
  for (const name of ['Speaking', 'speaking events', '2speak', 'speak--ing', '../etc']) expect(refusal(name, root)).toMatch(/is not a page name/);
  expect(refusal('about', root)).toBe('"about" is the name of one of the site’s own pages: choose another name');
  expect(refusal(sample, root)).toBeUndefined();
  newPage(sample, root);
  expect(refusal(sample, root)).toBe(`the registry already has "${sample}"`);
});

it('refuses a name a host or the site keeps for itself, a device name, or one past 60 characters, with every file as it was', () => {
  const root = project();
  const before = snapshot(root);
  expect(refusal('admin', root)).toBe('"admin" is the name of one of the site’s own files: choose another name');
  expect(refusal('index', root)).toBe('"index" is a name the hosts keep for a folder’s own page or its not-found page: choose another name');
  for (const name of ['404', '200']) expect(refusal(name, root)).toMatch(/is not a page name|static hosts/);
  for (const name of ['con', 'aux', 'nul', 'com1', 'lpt9'])
    expect(refusal(name, root)).toBe(`"${name}" is a device name Windows keeps in every folder: choose another name`);
  for (const name of ['photos', 'sitemap', 'message-sent', 'podcast', 'privacy'])
    expect(refusal(name, root)).toMatch(/is the name of one of the site’s own (files|pages)/);
  expect(refusal('a'.repeat(251), root)).toBe("the name has 251 characters; a page's name has at most 60 (speaking, case-studies)");
  expect(refusal('a'.repeat(60), root)).toBeUndefined();
  expect(snapshot(root)).toEqual(before);
});
