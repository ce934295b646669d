// What `npm run edit` answers, and to whom: loopback only, no other `Host` (DNS rebinding) or `Origin`,
// and its backend touches only data files, articles, transcripts and photos, however a path is spelled.
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { loopbackHosts } from '#model/delivery.ts';
import { insightsDir } from '#model/schema/articleText.ts';
import { dataFiles } from '#model/schema/dataFiles.ts';
import { addressSlug, photoFileName } from '#model/schema/fields.ts';
import { photoUses } from '#model/photoUses.ts';
import { entryPlaceWords } from '#model/schema/cmsRefusal.ts';
import { photosFolder } from '#model/schema/cms.ts';
import { transcriptsDir } from '#model/schema/transcripts.ts';

export const editorHosts = (port: number) => [...loopbackHosts].map((name) => `${name}:${port}`);

/** His own pages, or his own typing, a bookmark, a link in the terminal. */
const ownFetches = new Set(['same-origin', 'none']);

export function refusal(headers: { host?: string; origin?: string; 'sec-fetch-site'?: string | string[] }, port: number): string | undefined {
  const hosts = editorHosts(port);
  if (!headers.host || !hosts.includes(headers.host.toLowerCase())) {
    return `this editor answers only at http://localhost:${port}, not at ${headers.host ?? 'a request without a host'}`;
  }
  if (headers.origin !== undefined && !hosts.some((host) => headers.origin?.toLowerCase() === `http://${host}`)) {
    return `this editor answers only its own pages, not ${headers.origin}`;
  }
  // Another site's <img> or <script> sends no Origin, but the browser still says where it comes from.
  const site = headers['sec-fetch-site'];
  if (site !== undefined && !ownFetches.has(String(site)))
    return `this editor answers only its own pages, not a request from another site's page (${String(site)})`;
  return undefined;
}

interface BackendRequest {
  action?: unknown;
  params?: Record<string, unknown>;
}

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A data file is never written where a photo is, nor the other way round; a data file is never deletable. */
const roles = ['entry', 'photo', 'deletable', 'folder'] as const;
type Role = (typeof roles)[number];

export function pathsOf(body: BackendRequest): [unknown, Role][] {
  const params = record(body.params);
  switch (body.action) {
    case 'info':
      return [];
    case 'getEntry':
      return [[params.path, 'entry']];
    case 'getMediaFile':
      return [[params.path, 'photo']];
    case 'entriesByFiles':
      return list(params.files).map((file) => [record(file).path, 'entry']);
    case 'entriesByFolder':
      return [[params.folder, 'folder']];
    case 'getMedia':
      return [[params.mediaFolder, 'folder']];
    case 'persistEntry': {
      const entries = [...(params.entry === undefined ? [] : [params.entry]), ...list(params.dataFiles)].map(record);
      const written = entries.flatMap((entry) => [entry.path, ...(entry.newPath === undefined ? [] : [entry.newPath])]);
      return [
        ...written.map((path): [unknown, Role] => [path, 'entry']),
        ...list(params.assets).map((asset): [unknown, Role] => [record(asset).path, 'photo']),
      ];
    }
    case 'persistMedia':
      return [[record(params.asset).path, 'photo']];
    case 'deleteFile':
      return [[params.path, 'deletable']];
    case 'deleteFiles':
      return list(params.paths).map((path) => [path, 'deletable']);
    default:
      // The editorial workflow's actions and anything else: this site publishes directly.
      return [[`the action ${String(body.action)}`, 'entry']];
  }
}

/** One spelling per file (`/content/insights//./a.md` is `content/insights/a.md`), shared with the saves. */
export function projectPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || path === '' || path.includes('\\') || path.includes('\0')) return undefined;
  const normal = posix.normalize(path.replace(/^\/+/, ''));
  return normal.startsWith('../../scripts/tools/') || normal === '..' ? undefined : normal.replace(/\/$/, '');
}

const dataFilePaths = new Set<string>(Object.keys(dataFiles));

const articleFileName = /^[\w~.-]+\.md$/;

const isArticle = (normal: string) => posix.dirname(normal) === insightsDir && articleFileName.test(posix.basename(normal));
const isTranscript = (normal: string) =>
  posix.dirname(normal) === transcriptsDir && normal.endsWith('.json') && addressSlug.test(posix.basename(normal, '.json'));
const isPhoto = (normal: string) => posix.dirname(normal) === photosFolder && photoFileName.test(posix.basename(normal));

export function editable(path: unknown, role?: Role): boolean {
  const normal = projectPath(path);
  if (normal === undefined) return false;
  const entry = dataFilePaths.has(normal) || isArticle(normal) || isTranscript(normal);
  switch (role) {
    case 'entry':
      return entry;
    case 'photo':
      return isPhoto(normal);
    case 'deletable':
      return isArticle(normal) || isTranscript(normal) || isPhoto(normal);
    case 'folder':
      return normal === photosFolder || normal === insightsDir || normal === transcriptsDir;
    default:
      return roles.some((each) => editable(path, each));
  }
}

export interface Disk {
  isLink(path: string): boolean;
  exists(path: string): boolean;
  /** At any depth, entering no link: the CMS reads subfolders too. */
  list(folder: string): string[];
}

/** Node's own recursive listing enters linked folders, and a link to `..` never ends. */
const entriesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? [entry.name, ...entriesUnder(join(folder, entry.name)).map((inner) => `${entry.name}/${inner}`)] : [entry.name],
  );

export const diskAt = (root: string): Disk => ({
  isLink: (path) => lstatSync(join(root, path), { throwIfNoEntry: false })?.isSymbolicLink() ?? false,
  exists: (path) => existsSync(join(root, path)),
  list: (folder) => entriesUnder(join(root, folder)),
});

function linkOn(normal: string, role: Role, disk: Disk): string | undefined {
  const parts = normal.split('/');
  const ways = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  const inside = role === 'folder' && disk.exists(normal) ? disk.list(normal).map((name) => `${normal}/${name}`) : [];
  return [...ways, ...inside].find((path) => disk.isLink(path));
}

/** No symbolic link is followed, and the only move is an article renamed within its folder onto no other file. */
export function backendRefusal(body: unknown, disk?: Disk): string | undefined {
  const paths = pathsOf(record(body));
  const outside = paths.find(([path, role]) => !editable(path, role));
  if (outside !== undefined)
    return `the editor reads and writes only the data files in content/, the articles in ${insightsDir}/, the transcripts in ${transcriptsDir}/ and the photos in ${photosFolder}/, not ${String(outside[0])}`;
  const link = disk && paths.map(([path, role]) => linkOn(projectPath(path) ?? '', role, disk)).find((found) => found !== undefined);
  if (link) return `${link} is a link to somewhere else, which the editor never follows: put the file itself there`;
  const { action, params } = record(body);
  if (action !== 'persistEntry') return undefined;
  const moves = [record(params).entry, ...list(record(params).dataFiles)]
    .map(record)
    .filter((entry) => entry.newPath !== undefined && projectPath(entry.newPath) !== projectPath(entry.path));
  for (const { path, newPath } of moves) {
    const [from, to] = [projectPath(path) ?? '', projectPath(newPath) ?? ''];
    if (!isArticle(from) || !isArticle(to)) return `the editor renames only an article, within ${insightsDir}/, not ${from}`;
    if (disk?.exists(to)) return `${to} is another article: give this one another title`;
  }
  return undefined;
}

/** decap-server's default rename, made for a folder per entry, moves every file of its folder. */
export function oneFileMoves(body: unknown): void {
  if (record(body).action !== 'persistEntry') return;
  const params: unknown = Reflect.get(Object(body), 'params');
  if (typeof params === 'object' && params !== null) Reflect.set(params, 'options', { ...record(Reflect.get(params, 'options')), hasSubfolders: false });
}

export function deletedPaths(body: unknown): string[] {
  const { action } = record(body);
  if (action !== 'deleteFile' && action !== 'deleteFiles') return [];
  return pathsOf(record(body)).map(([path]) => projectPath(path) ?? String(path));
}

export function deletionRefusal(body: unknown, read: (file: string) => string, articles: readonly string[] = []): string | undefined {
  const { action } = record(body);
  if (action !== 'deleteFile' && action !== 'deleteFiles') return undefined;
  const uses = pathsOf(record(body)).flatMap(([path]) => {
    const name = posix.basename(String(path));
    const places = photoUses(name, read, articles).map(({ file, data, path }) => entryPlaceWords(file, data, path));
    return places.length ? [`${name} is shown in ${places.join('; and in ')}`] : [];
  });
  return uses.length ? `${uses.join('; ')}. Choose another photo there first, then delete this one` : undefined;
}
