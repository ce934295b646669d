/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendRefusal, deletionRefusal, diskAt, editable, oneFileMoves, refusal, type Disk } from './guard';

// Who `npm run edit` answers, and what its CMS backend may touch: the rules alone (the editor's
// journey, e2e/cms/, holds the running server to them from outside).

describe('the editor answers the owner’s own pages only', () => {
  it('answers its own loopback names, with or without its own origin', () => {
    for (const host of ['localhost:4180', '127.0.0.1:4180', '[::1]:4180', 'LOCALHOST:4180']) {
      expect(refusal({ host }, 4180)).toBeUndefined();
      expect(refusal({ host, origin: `http://${host.toLowerCase()}` }, 4180)).toBeUndefined();
    }
  });

  it('refuses another name (a page that rebinds its name to this machine), another port, or no name', () => {
    expect(refusal({ host: 'evil.example:4180' }, 4180)).toMatch(/answers only at http:\/\/localhost:4180, not at evil\.example:4180/);
    expect(refusal({ host: 'localhost:4181' }, 4180)).toBeDefined();
    expect(refusal({ host: '192.168.1.20:4180' }, 4180)).toBeDefined();
    expect(refusal({}, 4180)).toBeDefined();
  });

  it('refuses another site’s page, another port’s page, an opaque origin and https', () => {
    for (const origin of ['http://evil.example', 'http://localhost:5173', 'null', 'https://localhost:4180']) {
      expect(refusal({ host: 'localhost:4180', origin }, 4180)).toMatch(/answers only its own pages/);
    }
  });

  it('refuses what a browser marks as another site’s, which sends no Origin (an <img> at Next’s development endpoints): another port is "same-site"', () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(refusal({ host: 'localhost:4180', 'sec-fetch-site': site }, 4180)).toMatch(/not a request from another site's page/);
    }
    for (const site of ['same-origin', 'none', undefined]) expect(refusal({ host: 'localhost:4180', 'sec-fetch-site': site }, 4180)).toBeUndefined();
  });
});

describe('the CMS backend touches only the data files and the photos', () => {
  it('lets the CMS read and write the data files and photos', () => {
    expect(editable('content/site.json')).toBe(true);
    expect(editable('content/photos')).toBe(true);
    expect(editable('/content/photos/')).toBe(true);
    expect(editable('content/photos/Portrait 2.JPG')).toBe(false); // a space: not a name the build takes
    expect(editable('content/photos/portrait-2.JPG')).toBe(true);
    expect(editable('content/insights')).toBe(true);
    expect(editable('content/insights/day-1-is-a-beginning.md')).toBe(true);
    // The transcripts, each named by its episode's address.
    expect([
      editable('content/transcripts'),
      editable('content/transcripts/carve-outs-day-one.json', 'entry'),
      editable('content/transcripts/carve-outs-day-one.json', 'deletable'),
    ]).toEqual([true, true, true]);
    const save = { action: 'persistEntry', params: { entry: { path: 'content/ventures.json', raw: '{}' }, assets: [{ path: 'content/photos/a.jpg' }] } };
    expect(backendRefusal(save)).toBeUndefined();
    expect(backendRefusal({ action: 'info' })).toBeUndefined();
    expect(backendRefusal({ action: 'getMedia', params: { mediaFolder: 'content/photos' } })).toBeUndefined();
  });

  it('refuses every other file, however the path is spelled, in every action', () => {
    const outside = [
      '.git/config',
      'next.config.mjs',
      'model/schema/site.ts',
      'content/transcripts/x.md',
      'content/transcripts/Carve Outs.json',
      'content/transcripts/../podcast.json/x.json',
      'content/photos/../site.ts',
      'content/insights/x.js',
      'content/insights/sub/a.md',
      'content/insights/../../package.json',
      'content/photos/../../next.config.mjs',
      'content/photos/x.js',
      'content/photos/sub/a.jpg',
      '../site/content/site.json',
      'content\\site.json',
      'package.json',
      '',
    ];
    for (const path of outside) {
      expect(editable(path)).toBe(false);
      expect(backendRefusal({ action: 'getEntry', params: { path } })).toMatch(/reads and writes only the data files/);
      expect(backendRefusal({ action: 'persistMedia', params: { asset: { path } } })).toBeDefined();
      expect(backendRefusal({ action: 'deleteFiles', params: { paths: ['content/photos/a.jpg', path] } })).toBeDefined();
      expect(backendRefusal({ action: 'persistEntry', params: { entry: { path: 'content/site.json', newPath: path }, assets: [] } })).toBeDefined();
      expect(backendRefusal({ action: 'persistEntry', params: { entry: { path: 'content/site.json' }, assets: [{ path }] } })).toBeDefined();
    }
    expect(backendRefusal({ action: 'entriesByFolder', params: { folder: '.git' } })).toBeDefined();
    expect(backendRefusal({ action: 'getMediaFile', params: { path: 42 } })).toBeDefined();
  });

  it('writes a data file or an article only as an entry, a photo only as a photo, and deletes no data file', () => {
    expect(backendRefusal({ action: 'persistEntry', params: { entry: { path: 'content/photos/team.jpg', raw: '{}' }, assets: [] } })).toMatch(
      /not content\/photos\/team\.jpg/,
    );
    expect(backendRefusal({ action: 'persistMedia', params: { asset: { path: 'content/site.json' } } })).toMatch(/not content\/site\.json/);
    expect(backendRefusal({ action: 'deleteFile', params: { path: 'content/site.json' } })).toMatch(/not content\/site\.json/);
    expect(backendRefusal({ action: 'deleteFiles', params: { paths: ['content/insights/a.md', 'content/photos/a.jpg'] } })).toBeUndefined();
    expect(backendRefusal({ action: 'entriesByFolder', params: { folder: 'content' } })).toBeDefined();
    expect(backendRefusal({ action: 'getEntry', params: { path: 'content/photos/a.jpg' } })).toBeDefined();
  });

  it('moves nothing but an article renamed within its folder, onto no other file, and the one file alone', () => {
    const rename = (path: string, newPath: string) => ({
      action: 'persistEntry',
      params: { entry: { path, newPath, raw: 'x' }, assets: [], options: { commitMessage: 'x' } },
    });
    const disk: Disk = { isLink: () => false, exists: (path) => path === 'content/insights/taken.md', list: () => [] };
    expect(backendRefusal(rename('content/insights/a.md', 'content/insights/b.md'), disk)).toBeUndefined();
    expect(backendRefusal(rename('content/insights/a.md', 'content/insights/taken.md'), disk)).toBe(
      'content/insights/taken.md is another article: give this one another title',
    );
    expect(backendRefusal(rename('content/photos/team.jpg', 'content/photos/gone.jpg'), disk)).toMatch(/not content\/photos\/team\.jpg/);
    expect(backendRefusal(rename('content/site.json', 'content/ventures.json'), disk)).toBe(
      'the editor renames only an article, within content/insights/, not content/site.json',
    );
    expect(backendRefusal(rename('content/insights/a.md', 'content/photos/a.md'), disk)).toBeDefined();
    const body = rename('content/insights/a.md', 'content/insights/b.md');
    oneFileMoves(body);
    expect(body.params.options).toEqual({ commitMessage: 'x', hasSubfolders: false });
  });

  it('follows no symbolic link under content/: not a file, not a folder on the way, not one anywhere under a folder it lists', () => {
    const root = mkdtempSync(join(tmpdir(), 'guard-'));
    mkdirSync(join(root, 'content/photos'), { recursive: true });
    mkdirSync(join(root, 'content/insights'));
    writeFileSync(join(root, 'content/photos/real.jpg'), 'x');
    symlinkSync('../../package.json', join(root, 'content/photos/x.jpg'));
    symlinkSync('../scripts', join(root, 'content/insights/linked'));
    const disk = diskAt(root);
    expect(backendRefusal({ action: 'persistMedia', params: { asset: { path: 'content/photos/x.jpg' } } }, disk)).toBe(
      'content/photos/x.jpg is a link to somewhere else, which the editor never follows: put the file itself there',
    );
    expect(backendRefusal({ action: 'getMedia', params: { mediaFolder: 'content/photos' } }, disk)).toMatch(/^content\/photos\/x\.jpg is a link/);
    expect(backendRefusal({ action: 'entriesByFolder', params: { folder: 'content/insights' } }, disk)).toMatch(/^content\/insights\/linked is a link/);
    expect(backendRefusal({ action: 'persistMedia', params: { asset: { path: 'content/photos/real.jpg' } } }, disk)).toBeUndefined();
    // At any depth: a link inside a real folder inside the folder the CMS lists, and a link to its own folder, which never ends if entered.
    rmSync(join(root, 'content/insights/linked'));
    mkdirSync(join(root, 'content/insights/sub/deeper'), { recursive: true });
    symlinkSync('../../../../package.json', join(root, 'content/insights/sub/deeper/leak.md'));
    symlinkSync('..', join(root, 'content/insights/sub/loop'));
    expect(backendRefusal({ action: 'entriesByFolder', params: { folder: 'content/insights', depth: 3 } }, disk)).toMatch(
      /^content\/insights\/sub\/(deeper\/leak\.md|loop) is a link/,
    );
    rmSync(join(root, 'content/insights/sub/loop'));
    expect(backendRefusal({ action: 'entriesByFolder', params: { folder: 'content/insights', depth: 3 } }, disk)).toBe(
      'content/insights/sub/deeper/leak.md is a link to somewhere else, which the editor never follows: put the file itself there',
    );
  });

  it('refuses the editorial workflow and unknown actions: the site publishes directly', () => {
    expect(backendRefusal({ action: 'publishUnpublishedEntry', params: {} })).toMatch(/the action publishUnpublishedEntry/);
    expect(backendRefusal({})).toBeDefined();
    expect(backendRefusal('text')).toBeDefined();
  });
});

describe('a photo still on a page is not deleted', () => {
  const files: Record<string, string> = {
    'content/testimonials.json': JSON.stringify({ testimonials: [{ image: { src: 'x' } }, { image: { file: 'client.jpg', alt: 'A client' } }] }),
  };
  const read = (file: string) => files[file] ?? '{}';
  const remove = (path: string) => ({ action: 'deleteFile', params: { path } });

  it('names where it is used, as the owner finds it', () => {
    // In the editor's words, where he finds it: the entry, the field, the list entry; never a file or a data path.
    expect(deletionRefusal(remove('content/photos/client.jpg'), read)).toBe(
      'client.jpg is shown in Testimonials, “Your photo”, in the 2nd of “The three testimonials of the carousel, in order”. Choose another photo there first, then delete this one',
    );
    expect(deletionRefusal({ action: 'deleteFiles', params: { paths: ['content/photos/other.jpg', 'content/photos/client.jpg'] } }, read)).toMatch(
      /^client\.jpg is shown in Testimonials/,
    );
  });

  it('names the articles that show it, as a cover or in their text', () => {
    const articles: Record<string, string> = {
      'content/insights/a.md': '---\ntitle: A\ncover:\n  file: client.jpg\n  alt: A client\n---\n\nText.\n',
      'content/insights/b.md': '---\ntitle: B\n---\n\n![A client](client.jpg)\n',
    };
    const readAll = (file: string) => articles[file] ?? read(file);
    expect(deletionRefusal(remove('content/photos/client.jpg'), readAll, Object.keys(articles))).toBe(
      'client.jpg is shown in Testimonials, “Your photo”, in the 2nd of “The three testimonials of the carousel, in order”; and in the article “A”, “Your photo”; and in the article “B”, “The article”. Choose another photo there first, then delete this one',
    );
  });

  it('finds a photo shown with a title, by reference or in the terms’ Markdown, as the renderer finds it', () => {
    const articles: Record<string, string> = {
      'content/insights/titled.md': '---\ntitle: T\n---\n\n![a](client.jpg "At work")\n',
      'content/insights/reference.md': '---\ntitle: R\n---\n\n![b][r]\n\n[r]: client.jpg\n',
      'content/insights/mentioned.md': '---\ntitle: M\n---\n\nThe file client.jpg, named in `![a](client.jpg)` code, is no photo.\n',
    };
    const terms = { 'content/terms.json': JSON.stringify({ text: '## Terms\n\n![The office][o]\n\n[o]: office.jpg' }) };
    const readAll = (file: string) => articles[file] ?? terms[file as keyof typeof terms] ?? '{}';
    expect(deletionRefusal(remove('content/photos/client.jpg'), readAll, Object.keys(articles))).toBe(
      'client.jpg is shown in the article “T”, “The article”; and in the article “R”, “The article”. Choose another photo there first, then delete this one',
    );
    expect(deletionRefusal(remove('content/photos/office.jpg'), readAll)).toMatch(
      /^office\.jpg is shown in Terms of Service \(shown once they have a text\), “[^”]+”\./,
    );
  });

  it('lets an unused photo go, and leaves every other action alone', () => {
    expect(deletionRefusal(remove('content/photos/other.jpg'), read)).toBeUndefined();
    expect(deletionRefusal({ action: 'persistMedia', params: { asset: { path: 'content/photos/client.jpg' } } }, read)).toBeUndefined();
  });
});
