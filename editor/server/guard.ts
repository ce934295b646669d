// What `npm run edit` answers, and to whom. Its one server listens on loopback only; on top of
// that it refuses any request that names another host (a web page that rebinds its own name to
// this machine sends its own name in `Host`) or that comes from another site's page (`Origin`),
// and its CMS backend reads and writes nothing but the data files, the articles, the transcripts and the photos, however
// the request spells a path.
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

/** The loopback names the editor answers to, with its port: `localhost:4180`, `127.0.0.1:4180`, `[::1]:4180`. */
export const editorHosts = (port: number) => [...loopbackHosts].map((name) => `${name}:${port}`);

/** What a browser says of where a request comes from (`Sec-Fetch-Site`): the owner's own pages, or his own typing, a bookmark, a link in the terminal. */
const ownFetches = new Set(['same-origin', 'none']);

/** Why a request to the editor at `port` is refused, or undefined when it is the owner's own. */
export function refusal(headers: { host?: string; origin?: string; 'sec-fetch-site'?: string | string[] }, port: number): string | undefined {
  const hosts = editorHosts(port);
  if (!headers.host || !hosts.includes(headers.host.toLowerCase())) {
    return `this editor answers only at http://localhost:${port}, not at ${headers.host ?? 'a request without a host'}`;
  }
  if (headers.origin !== undefined && !hosts.some((host) => headers.origin?.toLowerCase() === `http://${host}`)) {
    return `this editor answers only its own pages, not ${headers.origin}`;
  }
  // Another site's <img>, <script> or link sends no Origin, but the browser still says where it comes from (another port is "same-site").
  const site = headers['sec-fetch-site'];
  if (site !== undefined && !ownFetches.has(String(site)))
    return `this editor answers only its own pages, not a request from another site's page (${String(site)})`;
  return undefined;
}

/** A body the CMS sends its local backend (decap-server's `/api/v1`): an action and its parameters. */
interface BackendRequest {
  action?: unknown;
  params?: Record<string, unknown>;
}

/** A request body's object, or an empty one: what the backend's bodies are read as. */
export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
/** A request body's list, or an empty one. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * What a path of a backend request may be: a data file or an article (`entry`), a photo, an
 * article or a photo to delete (`deletable`; a data file never is), or the folder the CMS lists
 * (`folder`). A data file is never written where a photo is, nor the other way round.
 */
const roles = ['entry', 'photo', 'deletable', 'folder'] as const;
type Role = (typeof roles)[number];

/** Every path a backend request names, read or written, with what it must be. */
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
      // The editorial workflow's actions (unpublished entries, statuses) and anything else: this site publishes directly.
      return [[`the action ${String(body.action)}`, 'entry']];
  }
}

/**
 * A path as the project names it (`content/photos/a.jpg`), or undefined when it leaves the
 * project or is not plain: one spelling for each file (`/content/insights//./a.md` is
 * `content/insights/a.md`), which the saves use too, so two spellings of a file are one file.
 */
export function projectPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || path === '' || path.includes('\\') || path.includes('\0')) return undefined;
  const normal = posix.normalize(path.replace(/^\/+/, ''));
  return normal.startsWith('../../scripts/tools/') || normal === '..' ? undefined : normal.replace(/\/$/, '');
}

const dataFilePaths = new Set<string>(Object.keys(dataFiles));

/** An article's file name, as the CMS may ask for it (the build then checks it against the slug rule). */
const articleFileName = /^[\w~.-]+\.md$/;

const isArticle = (normal: string) => posix.dirname(normal) === insightsDir && articleFileName.test(posix.basename(normal));
/** A transcript's file: named by its episode's address (and `-1`, the CMS's second of one name). */
const isTranscript = (normal: string) =>
  posix.dirname(normal) === transcriptsDir && normal.endsWith('.json') && addressSlug.test(posix.basename(normal, '.json'));
const isPhoto = (normal: string) => posix.dirname(normal) === photosFolder && photoFileName.test(posix.basename(normal));

/** Whether the owner's editor may touch `path` in this role (any role, without one). */
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

/** What the editor needs to know of the disk: whether a path is a symbolic link, whether it exists, a folder's entries. */
export interface Disk {
  isLink(path: string): boolean;
  exists(path: string): boolean;
  /** Every entry under `folder`, at any depth (`sub/a.md`), entering no link: the CMS reads a folder's subfolders too. */
  list(folder: string): string[];
}

/** Every entry under `folder`, at any depth, entering no linked folder (Node's own recursive listing enters them, and a link to `..` never ends). */
const entriesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? [entry.name, ...entriesUnder(join(folder, entry.name)).map((inner) => `${entry.name}/${inner}`)] : [entry.name],
  );

/** The project at `root` as the guard asks about it. */
export const diskAt = (root: string): Disk => ({
  isLink: (path) => lstatSync(join(root, path), { throwIfNoEntry: false })?.isSymbolicLink() ?? false,
  exists: (path) => existsSync(join(root, path)),
  list: (folder) => entriesUnder(join(root, folder)),
});

/** The first symbolic link on the way to `normal` from the project's root (`content`, `content/photos`, the file), or anywhere under the folder it names. */
function linkOn(normal: string, role: Role, disk: Disk): string | undefined {
  const parts = normal.split('/');
  const ways = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  const inside = role === 'folder' && disk.exists(normal) ? disk.list(normal).map((name) => `${normal}/${name}`) : [];
  return [...ways, ...inside].find((path) => disk.isLink(path));
}

/**
 * Why the backend refuses `body`, or undefined when every path it names is the owner's to edit,
 * in the role the action gives it: no symbolic link is followed (one under content/ could lead
 * anywhere in the project), and the only move is an article renamed within its folder onto no
 * other file (decap-server would otherwise move the whole folder with it).
 */
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

/**
 * The request as the backend is to carry it out: a rename moves the one file it names
 * (decap-server's default, made for a folder per entry, moves every file of its folder).
 */
export function oneFileMoves(body: unknown): void {
  if (record(body).action !== 'persistEntry') return;
  const params: unknown = Reflect.get(Object(body), 'params');
  if (typeof params === 'object' && params !== null) Reflect.set(params, 'options', { ...record(Reflect.get(params, 'options')), hasSubfolders: false });
}

/** The paths a deletion asks for (none for any other action). */
export function deletedPaths(body: unknown): string[] {
  const { action } = record(body);
  if (action !== 'deleteFile' && action !== 'deleteFiles') return [];
  return pathsOf(record(body)).map(([path]) => projectPath(path) ?? String(path));
}

/**
 * Why the photos a backend request deletes must stay, naming where each is still used, or
 * undefined. `read` gives a data file's or article's text (from disk in the editor); `articles`
 * are the articles' files.
 */
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
