/**
 * @jest-environment node
 */
// The editor's saves over real HTTP, as the CMS sends them, to its backend as `npm run edit`
// mounts it (./saves.ts in front of decap-server's own, on a folder of the test's): whole or not
// at all, whatever arrives at once.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type decapMiddlewares from 'decap-server/dist/middlewares.js';
import express from 'express';
import sharp from 'sharp';
import { heicStating } from '../../scripts/test/oversized-photos.ts';
import { listen } from '../../scripts/tools/listen.ts';
import { bodyLimit, saves, unreadableBody } from './saves.ts';

let root = '';
let server: Server;
let backend = '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'saves-'));
  mkdirSync(join(root, 'content/insights'), { recursive: true }); // and no photos' folder yet, as in a new project
  process.env.GIT_REPO_DIRECTORY = root; // decap-server's folder, read as it registers
  const app = express();
  app.use(express.json({ limit: bodyLimit }));
  app.use(saves(root));
  // Jest loads it as CommonJS, where its exports are the module itself (Node's ESM gives them as its default).
  await jest.requireActual<typeof decapMiddlewares>('decap-server/dist/middlewares.js').registerLocalFs(app, { logLevel: 'error' });
  app.use(unreadableBody);
  server = createServer(app);
  // The test's fetches reuse idle connections: a server that closed one after its 5 s as a large
  // body set out on it reset the body (seen once on a busy CI machine); the editor's browser retries such a one.
  server.keepAliveTimeout = 60_000;
  backend = `http://127.0.0.1:${await listen(server)}/api/v1`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const post = (body: unknown) => fetch(backend, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const article = (title: string, letter: string) => `---\ntitle: ${title}\ndate: 2026-11-27\n---\n\n${letter.repeat(700 * 1024)}\n`;
const persist = (path: string, raw: string, newPath?: string, options = {}) =>
  post({ action: 'persistEntry', params: { entry: { path, raw, ...(newPath ? { newPath } : {}) }, assets: [], options } });
/** Which of the draft and its renamed file are there. */
const articles = () => ['draft.md', 'final.md'].filter((file) => existsSync(join(root, 'content/insights', file)));

it('ends two saves of one article at once, round after round, as one of them whole: never a file made of both', async () => {
  const path = 'content/insights/two-tabs.md';
  const [a, b] = [article('From the first tab', 'a'), article('From the second tab', 'b')];
  for (let round = 0; round < 12; round += 1) {
    const answers = await Promise.all(round % 2 ? [persist(path, a), persist(path, b)] : [persist(path, b), persist(path, a)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const saved = readFileSync(join(root, path), 'utf8');
    expect([round, saved === a || saved === b]).toEqual([round, true]);
  }
});

it('answers a rename 200 only where it happened: of six at once, however each spells the file, one moves the article and five are refused in words', async () => {
  writeFileSync(join(root, 'content/insights/draft.md'), article('Draft', 'd'));
  const spellings = [
    'content/insights/draft.md',
    'content/insights/./draft.md',
    'content/insights//draft.md',
    '/content/insights/draft.md',
    './content/insights/draft.md',
    'content/insights/../insights/draft.md',
  ];
  const answers = await Promise.all(spellings.map((path, n) => persist(path, article(`Final ${n}`, 'f'), `content/insights/final-${n}.md`)));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(5);
  const refused = await answers[statuses.indexOf(409)]!.json();
  expect(refused.error).toBe('Not saved: draft.md was renamed or deleted meanwhile (in another tab?): reload the editor, then make your change again.');
  const moved = statuses.indexOf(200);
  expect(existsSync(join(root, 'content/insights/draft.md'))).toBe(false);
  expect(readFileSync(join(root, `content/insights/final-${moved}.md`), 'utf8')).toBe(article(`Final ${moved}`, 'f'));
  expect(Array.from({ length: 6 }, (_, n) => existsSync(join(root, `content/insights/final-${n}.md`))).filter(Boolean)).toHaveLength(1);
  rmSync(join(root, `content/insights/final-${moved}.md`));
});

it('never writes a change back beside the article’s new name: a rename and a save of one article at once leave one article', async () => {
  const update = { newEntry: false };
  for (let round = 0; round < 6; round += 1) {
    writeFileSync(join(root, 'content/insights/draft.md'), article('Draft', 'd'));
    const rename = () => persist('content/insights/draft.md', article('Final', 'f'), 'content/insights/final.md', update);
    const save = () => persist(round % 3 ? 'content/insights/draft.md' : 'content/insights//draft.md', article('Draft', 'e'), undefined, update);
    const [renamed, saved] =
      round % 2 ? await Promise.all([rename(), save()]) : await Promise.all([save(), rename()]).then(([first, second]) => [second, first] as const);
    expect([round, renamed.status, articles()]).toEqual([round, 200, ['final.md']]);
    // The save came second, to a file gone meanwhile (refused in words), or first (and the rename then moved the article).
    if (saved.status === 409)
      expect((await saved.json()).error).toBe(
        'Not saved: draft.md was renamed or deleted meanwhile (in another tab?): reload the editor, then make your change again.',
      );
    else expect(saved.status).toBe(200);
    rmSync(join(root, 'content/insights/final.md'));
  }
  // A new article never overwrites another of its name (two tabs making “Draft” at once).
  writeFileSync(join(root, 'content/insights/draft.md'), article('Draft', 'd'));
  const twice = await persist('content/insights/draft.md', article('Draft', 'n'), undefined, { newEntry: true });
  expect([twice.status, (await twice.json()).error]).toEqual([409, 'Not saved: draft.md is another article: give this one another title.']);
  expect(readFileSync(join(root, 'content/insights/draft.md'), 'utf8')).toBe(article('Draft', 'd'));
  rmSync(join(root, 'content/insights/draft.md'));
});

it('never makes a second transcript of an episode: a new one for an episode that has one is refused, naming the one to open', async () => {
  mkdirSync(join(root, 'content/transcripts'), { recursive: true });
  writeFileSync(join(root, 'content/transcripts/foo.json'), JSON.stringify({ episode: 'foo', text: 'Olu Johnson: His own.' }));
  const second = await persist('content/transcripts/foo-1.json', JSON.stringify({ episode: 'foo', text: 'Olu Johnson: Again.' }), undefined, {
    newEntry: true,
  });
  expect([second.status, (await second.json()).error]).toEqual([
    409,
    'Not saved: this episode has its transcript already (foo.json): open it and change it there (in Podcast transcripts); your text is still in this form.',
  ]);
  expect(existsSync(join(root, 'content/transcripts/foo-1.json'))).toBe(false);
  // Another episode's is taken, and so is a change to the one there is.
  expect(
    (await persist('content/transcripts/bar.json', JSON.stringify({ episode: 'bar', text: 'Olu Johnson: Bar.' }), undefined, { newEntry: true })).status,
  ).toBe(200);
  expect(
    (await persist('content/transcripts/foo.json', JSON.stringify({ episode: 'foo', text: 'Olu Johnson: Changed.' }), undefined, { newEntry: false })).status,
  ).toBe(200);
});

it('takes into the photos’ folder only a photo the build can prepare, refusing any other bytes in the owner’s words, over a photo in use too', async () => {
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const media = (path: string, bytes: Buffer) =>
    post({ action: 'persistMedia', params: { asset: { path, content: bytes.toString('base64'), encoding: 'base64' } } });
  const taken = await media('content/photos/team.jpg', photo);
  expect(taken.status).toBe(200);
  expect(await taken.json()).toMatchObject({ path: 'content/photos/team.jpg', name: 'team.jpg', encoding: 'base64' });
  for (const bytes of [Buffer.from('<html>a download that failed</html>'), Buffer.from('BM\0\0not really a bitmap'), photo.subarray(0, 100)]) {
    const refused = await media('content/photos/team.jpg', bytes);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(
      'Not saved: This file is not a photo the site can use: choose a JPEG, PNG, WebP or a phone’s HEIC photo (team.jpg).',
    );
  }
  // A phone's HEIC stating 260 megapixels: refused from its size, before it is decoded.
  const grid = await media('content/photos/team.heic', heicStating(15_872, 16_384));
  expect([grid.status, (await grid.json()).error]).toEqual([
    409,
    'Not saved: This photo is 15,872 × 16,384 pixels, more than the site takes (100 megapixels; a phone’s photo is 12 to 48): make it smaller, or choose another photo (team.heic).',
  ]);
  expect(existsSync(join(root, 'content/photos/team.heic'))).toBe(false);
  expect(readFileSync(join(root, 'content/photos/team.jpg'))).toEqual(photo);
  // Saved with an entry: refused before anything of it is written.
  const withEntry = await post({
    action: 'persistEntry',
    params: {
      entry: { path: 'content/insights/with-photo.md', raw: article('With a photo', 'p') },
      assets: [{ path: 'content/photos/broken.jpg', content: 'bm90IGEgcGhvdG8=', encoding: 'base64' }],
      options: {},
    },
  });
  expect(withEntry.status).toBe(409);
  expect(existsSync(join(root, 'content/insights/with-photo.md'))).toBe(false);
  expect(existsSync(join(root, 'content/photos/broken.jpg'))).toBe(false);
});

it('writes a photo without where it was taken or by which camera, upright, through the media window or with an entry', async () => {
  const phone = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#345' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', BodySerialNumber: 'SN-123' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const asset = (path: string) => ({ path, content: phone.toString('base64'), encoding: 'base64' });
  expect((await post({ action: 'persistMedia', params: { asset: asset('content/photos/beach.jpg') } })).status).toBe(200);
  const entry = { path: 'content/insights/beach.md', raw: article('At the beach', 'b') };
  expect((await post({ action: 'persistEntry', params: { entry, assets: [asset('content/photos/shore.jpg')], options: {} } })).status).toBe(200);
  for (const name of ['beach.jpg', 'shore.jpg']) {
    const meta = await sharp(join(root, 'content/photos', name)).metadata();
    expect([name, meta.exif, meta.orientation, meta.width, meta.height]).toEqual([name, undefined, undefined, 40, 60]);
  }
});

it('never overwrites what another tab saved since this one read the entry: joined by field, or refused with both versions', async () => {
  const path = 'content/insights/two-tabs-fields.md';
  const text = (title: string, body: string) => `---\ntitle: ${title}\ndate: 2026-11-27\n---\n\n${body}\n`;
  const opened = text('As Opened', 'The text as opened.');
  writeFileSync(join(root, path), opened);
  const save = (raw: string) => post({ action: 'persistEntry', params: { entry: { path, raw, base: opened }, assets: [], options: { newEntry: false } } });
  expect((await save(text('From the First Tab', 'The text as opened.'))).status).toBe(200);
  const second = await save(text('As Opened', 'The text from the second tab.'));
  expect([second.status, await second.json()]).toEqual([200, { message: 'entry persisted', joinedWith: ['the article “From the First Tab”'] }]);
  expect(readFileSync(join(root, path), 'utf8')).toBe(text('From the First Tab', 'The text from the second tab.'));
  const third = await save(text('From the Third Tab', 'The text as opened.'));
  expect([third.status, await third.json()]).toEqual([
    409,
    {
      error:
        'Not saved: the article “From the First Tab” was changed in another tab or window while this one was open, in the same place as here: “Title” is “From the First Tab” there and “From the Third Tab” here. Keep yours or the other with one press below: the rest of your change is saved with either, and this stays here until you choose, after a reload too.',
      clashes: [`${path}#title`],
    },
  ]);
  expect(readFileSync(join(root, path), 'utf8')).toBe(text('From the First Tab', 'The text from the second tab.'));
});

it('saves a refused save once he chooses a side of each clashing field, the rest of it with it, and refuses a clash he has not chosen yet', async () => {
  const path = 'content/insights/two-tabs-choice.md';
  const text = (title: string, date: string, body: string) => `---\ntitle: ${title}\ndate: ${date}\n---\n\n${body}\n`;
  const opened = text('As Opened', '2026-11-27', 'The text as opened.');
  writeFileSync(join(root, path), opened);
  const save = (raw: string, choices?: Record<string, string>) =>
    post({ action: 'persistEntry', params: { entry: { path, raw, base: opened, choices }, assets: [], options: { newEntry: false } } });
  expect((await save(text('From the First Tab', '2026-11-27', 'The text as opened.'))).status).toBe(200);
  // His: another title (the clash) and another text (his alone).
  const his = text('From the Second Tab', '2026-11-27', 'His own text.');
  expect((await save(his)).status).toBe(409);
  expect((await save(his, { [`${path}#title`]: 'online' })).status).toBe(200);
  expect(readFileSync(join(root, path), 'utf8')).toBe(text('From the First Tab', '2026-11-27', 'His own text.'));
  // A field that clashes now, which he has not chosen (the date), is refused with its key; his choice of the title holds.
  writeFileSync(join(root, path), text('From the First Tab', '2026-11-20', 'The text as opened.'));
  const unchosen = await save(text('From the Second Tab', '2026-11-21', 'His own text.'), { [`${path}#title`]: 'yours' });
  expect([unchosen.status, (await unchosen.json()).clashes]).toEqual([409, [`${path}#date`]]);
  const both = { [`${path}#title`]: 'yours', [`${path}#date`]: 'yours' };
  expect((await save(text('From the Second Tab', '2026-11-21', 'His own text.'), both)).status).toBe(200);
  expect(readFileSync(join(root, path), 'utf8')).toBe(text('From the Second Tab', '2026-11-21', 'His own text.'));
});

it('refuses a body past its limit, or no JSON, in words and one line of the terminal, never a stack trace', async () => {
  const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const huge = await post({
    action: 'persistMedia',
    params: { asset: { path: 'content/photos/huge.jpg', content: 'A'.repeat(60 * 1024 * 1024), encoding: 'base64' } },
  });
  expect([huge.status, (await huge.json()).error]).toEqual([413, expect.stringMatching(/^Not saved: this is larger than 50 MB\. Choose a smaller photo/)]);
  const garbled = await fetch(backend, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":' });
  expect([garbled.status, (await garbled.json()).error]).toEqual([400, 'Not saved: the editor could not read what was sent. Reload the editor and try again.']);
  expect(said.mock.calls.map(([line]) => String(line).split('\n').length)).toEqual([1, 1]);
  said.mockRestore();
});

it('holds a rename to the version it read too: another tab’s text saved meanwhile moves with the article, and the same field in both is refused', async () => {
  const [path, newPath] = ['content/insights/renamed-meanwhile.md', 'content/insights/a-new-title.md'];
  const text = (title: string, body: string) => `---\ntitle: ${title}\ndate: 2026-11-27\n---\n\n${body}\n`;
  const opened = text('Renamed Meanwhile', 'The text as opened.');
  writeFileSync(join(root, path), opened);
  const save = (raw: string, to?: string) =>
    post({ action: 'persistEntry', params: { entry: { path, raw, base: opened, ...(to ? { newPath: to } : {}) }, assets: [], options: { newEntry: false } } });
  expect((await save(text('Renamed Meanwhile', 'The text from tab B.'))).status).toBe(200); // tab B, opened at the same time
  const renamed = await save(text('A New Title', 'The text as opened.'), newPath); // tab A renames it
  expect(renamed.status).toBe(200);
  expect(existsSync(join(root, path))).toBe(false);
  expect(readFileSync(join(root, newPath), 'utf8')).toBe(text('A New Title', 'The text from tab B.'));
  writeFileSync(join(root, path), opened);
  rmSync(join(root, newPath));
  expect((await save(text('Renamed Meanwhile', 'The text from tab B.'))).status).toBe(200);
  const clash = await save(text('A New Title', 'The text from tab A.'), newPath);
  expect(clash.status).toBe(409);
  expect(readFileSync(join(root, path), 'utf8')).toBe(text('Renamed Meanwhile', 'The text from tab B.'));
  expect(existsSync(join(root, newPath))).toBe(false);
});
