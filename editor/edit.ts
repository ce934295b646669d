// `npm run edit`: the owner's editor, on loopback only: the site in development (Next's dev server),
// the CMS at /admin.html and its local backend at /api/v1 on one origin, each request held to the guard.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import express from 'express';
import { posix } from 'node:path';
import next from 'next';
import { readBuildConfig } from '#model/buildConfig.ts';
import {
  adminPage,
  adminPolicy,
  adminSettings,
  brokenFile,
  cmsConfig,
  onlineFile,
  pagesText,
  photoStatusData,
  photoStatusFile,
} from '../scripts/pipeline/admin.ts';
import { showBrokenEntries } from './server/broken-line.ts';
import { pagesFile } from '#model/schema/siteLinks.ts';
import { inlineScript } from '../scripts/pipeline/postbuild/inline-script.ts';
import { photoStatusText, showPhotoStatus, type PhotoStatus } from './server/photo-status.ts';
import { addressed, type AddressedEpisode } from '#model/episodeSlugs.ts';
import { readContent } from '#model/readContent.ts';
import { diskAt, editable, refusal } from './server/guard.ts';
import { asUploaded } from '../lib/photos/manifest.ts';
import { localBackendPath, photosFolder } from '#model/schema/cms.ts';
import { listen } from '../scripts/tools/listen.ts';
import { entryFiles, onlineLabel, onlinePath, showOnlineButton, stillAfterMs, stillWords } from './server/online-button.ts';
import { putOnline } from './server/online.ts';
import { backendAt } from './server/backend.ts';
import { prepareOnUpload } from './server/photo-watch.ts';
import { historyOf, historyPath, momentFormat, putBack } from './server/history.ts';
import type { Choices, Side } from './server/join.ts';
import { answerJson, bodyOf } from './server/http.ts';
import { answerBroken, brokenEntries, brokenPage, brokenPath } from './server/broken.ts';
import { articlesReady, ownRequest } from './server/new-articles.ts';
import { ports } from '../scripts/pipeline/ports.ts';

const port = Number(process.env.EDIT_PORT ?? ports.start);
const env = { ...process.env, CMS_LOCAL: '1', NEXT_TELEMETRY_DISABLED: '1' };
Object.assign(process.env, env);

function portTaken(error: unknown): never {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
  console.error(
    `edit: port ${port} is ${code === 'EACCES' ? 'not open to this user' : 'taken (by another program, or an editor already running)'}; stop it, or choose another port: EDIT_PORT=${port + 1} npm run edit`,
  );
  process.exit(1);
}
// Asked before anything starts, so a taken port is said at once.
const probe = createServer();
await listen(probe, port).catch(portTaken);
await new Promise((resolve) => probe.close(resolve));

try {
  execFileSync(process.execPath, ['scripts/pipeline/prebuild.ts', '--dev'], { env, stdio: 'inherit' });
} catch {
  process.exit(1); // prebuild said what is wrong
}

// From memory: a `npm run build` meanwhile rewrites public/admin/ for the live site, not for this editor.
const settings = adminSettings(readBuildConfig(env));
/** As the files have them now: a refresh or *Put it online* meanwhile is offered on the CMS's next load. */
function episodesNow(): { stored: AddressedEpisode[]; shown: AddressedEpisode[] } {
  try {
    const stored = addressed(readContent('episodes').episodes);
    const off = new Set(readContent('podcast').leftOff);
    return { stored, shown: stored.filter(({ slug }) => !off.has(slug)) };
  } catch {
    return { stored: [], shown: [] };
  }
}
const photoStatus: PhotoStatus = { preparing: [], ready: [] };
const photoStatusScript = inlineScript(showPhotoStatus, `${settings.basePath}/admin/${photoStatusData}`, photoStatusText);
const onlineScript = inlineScript(
  showOnlineButton,
  `${settings.basePath}${onlinePath}`,
  onlineLabel,
  `${settings.basePath}${historyPath}`,
  entryFiles,
  momentFormat,
  { words: stillWords, afterMs: stillAfterMs },
);
const brokenScript = inlineScript(showBrokenEntries, `${settings.basePath}${brokenPath}`, entryFiles);
/** From at most 64 KB of its body. */
async function choicesOf(request: IncomingMessage): Promise<Choices> {
  const choices: unknown = Reflect.get(Object(await bodyOf(request)), 'choices');
  return Object.fromEntries(
    Object.entries(Object(choices)).flatMap(([key, side]): [string, Side][] => (side === 'online' || side === 'yours' ? [[key, side]] : [])),
  );
}
async function answerHistory(request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'GET')
    return answerJson(response, await historyOf(process.cwd(), new URL(request.url ?? '', 'http://localhost').searchParams.get('path') ?? ''));
  const { path, commit } = Object(await bodyOf(request));
  answerJson(response, await putBack(process.cwd(), String(path), String(commit)));
}

let sending = Promise.resolve();
function sendOnline(request: IncomingMessage, response: ServerResponse) {
  sending = sending.then(async () => {
    const answer = await putOnline(process.cwd(), await choicesOf(request));
    console.log(`edit: ${answer.words}`);
    answerJson(response, answer);
  });
}
const admin = new Map([
  [`${settings.basePath}/admin.html`, { type: 'text/html; charset=utf-8', body: () => adminPage(settings) }],
  [
    `${settings.basePath}/admin/config.yml`,
    {
      type: 'text/yaml; charset=utf-8',
      body: (host: string) => {
        const { shown, stored } = episodesNow();
        return `${JSON.stringify(cmsConfig(settings, `http://${host}`, shown, stored), null, 2)}\n`;
      },
    },
  ],
  [`${settings.basePath}/admin/${photoStatusFile}`, { type: 'text/javascript; charset=utf-8', body: () => photoStatusScript }],
  [`${settings.basePath}/admin/${photoStatusData}`, { type: 'application/json', body: () => JSON.stringify(photoStatus) }],
  [`${settings.basePath}/admin/${onlineFile}`, { type: 'text/javascript; charset=utf-8', body: () => onlineScript }],
  [`${settings.basePath}/admin/${brokenFile}`, { type: 'text/javascript; charset=utf-8', body: () => brokenScript }],
  [`${settings.basePath}/admin/${pagesFile}`, { type: 'application/json', body: () => pagesText() }],
]);

const backend = await backendAt(process.cwd());
const disk = diskAt(process.cwd());

const site = next({ dev: true, hostname: '127.0.0.1', port, dir: process.cwd() });
const handle = site.getRequestHandler();
await site.prepare();
const upgrade = site.getUpgradeHandler();

// A photo not yet prepared is shown as uploaded, held to the guard's rule for a photo.
const asUploadedPrefix = `${settings.basePath}${asUploaded}/`;
const photosAsUploaded = express().get(`${asUploadedPrefix}:name`, (request, response) => {
  const file = `${photosFolder}/${request.params.name}`;
  const notFound = () => void response.status(404).type('text/plain').send('Not found.\n');
  if (!editable(file, 'photo') || file !== posix.normalize(file) || file.endsWith('/') || disk.isLink(file) || !existsSync(file)) notFound();
  else
    response
      .set('Cache-Control', 'no-store')
      .sendFile(file, { root: process.cwd(), cacheControl: false }, (error) => error && !response.headersSent && notFound());
});

function answer(request: IncomingMessage, response: ServerResponse) {
  // A click through a frame would press its buttons.
  response.setHeader('X-Frame-Options', 'DENY');
  const why = refusal(request.headers, port);
  if (why) {
    response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Refused: ${why}.\n`);
    return;
  }
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const page = admin.get(path);
  if (page && request.method === 'GET') {
    response
      .writeHead(200, { 'Content-Type': page.type, 'Cache-Control': 'no-store', 'Content-Security-Policy': adminPolicy(settings, { header: true }) })
      .end(page.body(request.headers.host ?? ''));
  } else if (path === `${settings.basePath}${onlinePath}` && request.method === 'POST') {
    sendOnline(request, response);
  } else if (path === `${settings.basePath}${historyPath}` && (request.method === 'GET' || request.method === 'POST')) {
    void answerHistory(request, response);
  } else if (path === `${settings.basePath}${localBackendPath}`) {
    backend(request, response);
  } else if (path === `${settings.basePath}${brokenPath}` && (request.method === 'GET' || request.method === 'POST')) {
    void answerBroken(request, response, process.cwd(), settings.basePath);
  } else if (path.startsWith(asUploadedPrefix)) {
    photosAsUploaded(request, response);
  } else {
    void preview(request, response, path);
  }
}

/** While an entry cannot be read, his line in its place, never the framework's build error. */
async function preview(request: IncomingMessage, response: ServerResponse, path: string) {
  // Asked for as a page, or at an address without a file's ending (a script's fetch of /blog/…).
  const asPage = request.headers.accept?.includes('text/html') || !/\.\w+$/.test(path);
  const page = request.method === 'GET' && asPage && !path.startsWith(`${settings.basePath}/_next/`);
  if (page && !request.headers[ownRequest]) {
    const broken = await brokenEntries(process.cwd());
    if (broken.length) {
      response
        .writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(brokenPage(broken, `${settings.basePath}${brokenPath}`, path));
      return;
    }
    await articlesAnswer(); // a new article's page ready as /blog lists it (./server/new-articles.ts)
  }
  await handle(request, response);
}

function answerUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
  if (refusal(request.headers, port)) socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
  else void upgrade(request, socket, head);
}

prepareOnUpload(photoStatus);

const articlesAnswer = articlesReady(`http://127.0.0.1:${port}`, settings.basePath);
const server = createServer(answer).on('upgrade', answerUpgrade);
await listen(server, port).catch(portTaken);
console.log(`\n\x1b[32mEdit the site at http://localhost:${port}${settings.basePath}/admin.html\x1b[0m (no login: saving writes the files under content/).`);
console.log(
  `See a page with your change at http://localhost:${port}${settings.basePath}/ (reload it). Only this computer can open these addresses. Stop with Ctrl+C.\n`,
);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    server.close();
    void site.close().finally(() => process.exit(0));
  });
}
