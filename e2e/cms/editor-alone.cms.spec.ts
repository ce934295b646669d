import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from '@playwright/test';
import { editPort, notAPhoto } from '../../playwright.cms.config';
import { listeners, loopback } from '../../scripts/test/listeners';

// `npm run edit` answers no one but the owner: attacked from outside as a neighbour on the same
// network, or a web page that rebinds its own name to this machine, would try it.

/** A raw request to the editor, with the headers given (`Host` among them), and its status and body. */
function ask(path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    // A connection of its own (no keep-alive): a socket kept from an earlier request may be closed
    // by the server after its 5 s idle time just as it is reused ("socket hang up"), which a busy
    // machine's pause, such as a prebuild, makes likely.
    const sent = request({ host: '127.0.0.1', port: editPort, path, method: body === undefined ? 'GET' : 'POST', headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
    });
    sent.on('error', reject).end(body);
  });
}

const own = { Host: `localhost:${editPort}` };
const json = { 'Content-Type': 'application/json' };
const backend = (action: string, params: object) => JSON.stringify({ action, params: { branch: 'main', ...params } });

test('a file on disk that is no photo never keeps the editor from starting: it started, and its site answers', async () => {
  expect(existsSync(notAPhoto)).toBe(true);
  expect((await ask('/', own)).status).toBe(200);
  expect((await ask('/admin.html', own)).status).toBe(200);
});

test('every server the editor starts listens on loopback only', () => {
  const addresses = listeners(editPort);
  expect(addresses.length).toBeGreaterThan(0);
  expect(addresses.filter((address) => !loopback.includes(address))).toEqual([]);
  expect(listeners(8081)).toEqual([]); // no second server: the CMS's backend is on the editor's own origin
});

test('a request naming another host is refused, pages and backend alike', async () => {
  expect((await ask('/admin.html', own)).status).toBe(200);
  for (const host of ['evil.example', `evil.example:${editPort}`, `192.168.1.20:${editPort}`]) {
    const page = await ask('/admin.html', { Host: host });
    expect(page.status).toBe(403);
    expect(page.text).toContain(`answers only at http://localhost:${editPort}`);
    expect((await ask('/api/v1', { Host: host, ...json }, backend('info', {}))).status).toBe(403);
  }
});

test('another site’s page cannot use the backend', async () => {
  const info = backend('info', {});
  expect((await ask('/api/v1', { ...own, ...json, Origin: `http://localhost:${editPort}` }, info)).status).toBe(200);
  for (const origin of ['http://evil.example', 'http://localhost:8000', 'null']) {
    const answer = await ask('/api/v1', { ...own, ...json, Origin: origin }, info);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('answers only its own pages');
  }
});

test('no other site may frame the editor, or reach it from a page of its own, Next’s development endpoints included', async () => {
  const admin = await ask('/admin.html', own);
  expect(admin.headers['x-frame-options']).toBe('DENY');
  expect(admin.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect((await ask('/', own)).headers['x-frame-options']).toBe('DENY');
  // An <img> or <script> of another site's page sends no Origin; the browser still marks it.
  for (const site of ['cross-site', 'same-site']) {
    for (const path of ['/admin.html', '/', '/__nextjs_launch-editor?file=package.json&lineNumber=1', '/__nextjs_original-stack-frames']) {
      const answer = await ask(path, { ...own, 'Sec-Fetch-Site': site });
      expect(answer.status, `${path} from a ${site} page`).toBe(403);
      expect(answer.text).toContain("not a request from another site's page");
    }
  }
  expect((await ask('/admin.html', { ...own, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
});

test('a request moves no file but an article renamed in its own folder, and follows no link', async () => {
  const before = readdirSync('content').sort();
  const move = (path: string, newPath: string) =>
    backend('persistEntry', {
      entry: { slug: 'renamed', path, newPath, raw: '{}' },
      assets: [],
      options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
    });
  for (const [path, newPath] of [
    ['content/site.json', 'content/photos/site.json'],
    ['content/photos/team.jpg', 'content/photos/gone.jpg'],
    ['content/insights/a.md', 'content/photos/a.md'],
  ]) {
    expect((await ask('/api/v1', { ...own, ...json }, move(path ?? '', newPath ?? ''))).status).toBe(403);
  }
  expect(readdirSync('content').sort()).toEqual(before);
  const link = 'content/photos/linked.jpg';
  const packageJson = readFileSync('package.json', 'utf8');
  const made = !existsSync('content/photos');
  mkdirSync('content/photos', { recursive: true });
  symlinkSync('../../package.json', link);
  try {
    const answer = await ask(
      '/api/v1',
      { ...own, ...json },
      backend('persistMedia', { asset: { path: link, content: 'eA==', encoding: 'base64' }, options: { commitMessage: 'x' } }),
    );
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text).error).toBe(`Not done: ${link} is a link to somewhere else, which the editor never follows: put the file itself there.`);
  } finally {
    rmSync(link);
    if (made) rmSync('content/photos', { recursive: true });
  }
  expect(readFileSync('package.json', 'utf8')).toBe(packageJson);
  // An article renamed: the one file moves, within its folder.
  writeFileSync('content/insights/renamed-from.md', 'x');
  try {
    const answer = await ask(
      '/api/v1',
      { ...own, ...json },
      move('content/insights/renamed-from.md', 'content/insights/renamed-to.md').replace('"raw":"{}"', '"raw":"y"'),
    );
    expect(answer.status).toBe(200);
    // decap-server answers before its move is done: wait for the file to arrive.
    await expect.poll(() => existsSync('content/insights/renamed-to.md') && readFileSync('content/insights/renamed-to.md', 'utf8')).toBe('y');
    expect(existsSync('content/insights/renamed-from.md')).toBe(false);
    expect(existsSync('content/insights/.gitkeep')).toBe(true);
  } finally {
    rmSync('content/insights/renamed-from.md', { force: true });
    rmSync('content/insights/renamed-to.md', { force: true });
  }
});

test('the backend reads and writes the data files, articles and photos only', async () => {
  const config = readFileSync('next.config.mjs', 'utf8');
  const attempts = [
    backend('getEntry', { path: '.git/config' }),
    backend('persistMedia', {
      asset: { path: 'next.config.mjs', content: Buffer.from('process.exit(1)').toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'x' },
    }),
    backend('persistMedia', { asset: { path: 'content/photos/../../next.config.mjs', content: 'eA==', encoding: 'base64' }, options: { commitMessage: 'x' } }),
    backend('deleteFile', { path: 'package.json', options: { commitMessage: 'x' } }),
  ];
  for (const attempt of attempts) {
    const answer = await ask('/api/v1', { ...own, ...json }, attempt);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text).error).toMatch(
      /^Not done: the editor reads and writes only the data files in content\/, the articles in content\/insights\/, the transcripts in content\/transcripts\/ and the photos in content\/photos\//,
    );
  }
  expect(readFileSync('next.config.mjs', 'utf8')).toBe(config);
  const site = await ask('/api/v1', { ...own, ...json }, backend('getEntry', { path: 'content/site.json' }));
  expect(JSON.parse(site.text).data).toBe(readFileSync('content/site.json', 'utf8'));
});

test('a build while the editor runs leaves the editor editing this working tree', async () => {
  const config = async () => JSON.parse((await ask('/admin/config.yml', own)).text);
  expect((await config()).local_backend).toEqual({ url: `http://localhost:${editPort}/api/v1` });
  // The live site's CMS, as `npm run build` writes it into public/admin/ first.
  execFileSync(process.execPath, ['scripts/pipeline/prebuild.ts'], { env: { ...process.env, CMS_LOCAL: '' }, stdio: 'pipe' });
  expect(JSON.parse(readFileSync('public/admin/config.yml', 'utf8'))).not.toHaveProperty('local_backend');
  expect((await config()).local_backend).toEqual({ url: `http://localhost:${editPort}/api/v1` });
  execFileSync(process.execPath, ['scripts/pipeline/prebuild.ts'], { env: { ...process.env, CMS_LOCAL: '1' }, stdio: 'pipe' });
});

test('the transcripts’ list follows the show as the refresh stores it, without a restart', async () => {
  const stored = readFileSync('content/episodes.json', 'utf8');
  const collections = async () =>
    (JSON.parse((await ask('/admin/config.yml', own)).text) as { collections: { name: string }[] }).collections.map(({ name }) => name);
  try {
    expect(await collections()).toEqual(['content', 'insights', 'transcripts']);
    writeFileSync('content/episodes.json', '{\n  "episodes": []\n}\n'); // a show with no episodes yet
    expect(await collections()).toEqual(['content', 'insights']);
  } finally {
    writeFileSync('content/episodes.json', stored); // and the refresh brings them: the list is there on the next load
  }
  expect(await collections()).toEqual(['content', 'insights', 'transcripts']);
});
