// What `npm run edit` answers, and to whom. Its one server listens on loopback only; on top of
// that it refuses any request that names another host (a web page that rebinds its own name to
// this machine sends its own name in `Host`) or that comes from another site's page (`Origin`),
// and its CMS backend reads and writes nothing but the data files and the photos folder, however
// the request spells a path.
import { posix } from 'node:path';
import { loopbackHosts } from '../../../content/delivery.ts';
import { articleFromText, insightsDir } from '../../../content/schema/articleText.ts';
import { dataFiles } from '../../../content/schema/dataFiles.ts';
import { fieldPath } from '../../../content/schema/problems.ts';
import { photoFileName } from '../../../content/schema/fields.ts';
import { photosFolder } from '../../../content/schema/cms.ts';

/** The loopback names the editor answers to, with its port: `localhost:4180`, `127.0.0.1:4180`, `[::1]:4180`. */
export const editorHosts = (port: number) => [...loopbackHosts].map((name) => `${name}:${port}`);

/** Why a request to the editor at `port` is refused, or undefined when it is the owner's own. */
export function refusal(headers: { host?: string; origin?: string }, port: number): string | undefined {
  const hosts = editorHosts(port);
  if (!headers.host || !hosts.includes(headers.host.toLowerCase())) {
    return `this editor answers only at http://localhost:${port}, not at ${headers.host ?? 'a request without a host'}`;
  }
  if (headers.origin !== undefined && !hosts.some((host) => headers.origin?.toLowerCase() === `http://${host}`)) {
    return `this editor answers only its own pages, not ${headers.origin}`;
  }
  return undefined;
}

/** A body the CMS sends its local backend (decap-server's `/api/v1`): an action and its parameters. */
interface BackendRequest {
  action?: unknown;
  params?: Record<string, unknown>;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Every path a backend request names, read or written. */
export function pathsOf(body: BackendRequest): unknown[] {
  const params = record(body.params);
  switch (body.action) {
    case 'info':
      return [];
    case 'getEntry':
    case 'getMediaFile':
      return [params.path];
    case 'entriesByFiles':
      return list(params.files).map((file) => record(file).path);
    case 'entriesByFolder':
      return [params.folder];
    case 'getMedia':
      return [params.mediaFolder];
    case 'persistEntry': {
      const entries = [...(params.entry === undefined ? [] : [params.entry]), ...list(params.dataFiles)].map(record);
      return [...entries.flatMap((entry) => [entry.path, ...(entry.newPath === undefined ? [] : [entry.newPath])]), ...list(params.assets).map((asset) => record(asset).path)];
    }
    case 'persistMedia':
      return [record(params.asset).path];
    case 'deleteFile':
      return [params.path];
    case 'deleteFiles':
      return list(params.paths);
    default:
      // The editorial workflow's actions (unpublished entries, statuses) and anything else: this site publishes directly.
      return [`the action ${String(body.action)}`];
  }
}

/** A path as the project names it (`content/photos/a.jpg`), or undefined when it leaves the project or is not plain. */
function projectPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || path === '' || path.includes('\\') || path.includes('\0')) return undefined;
  const normal = posix.normalize(path.replace(/^\/+/, ''));
  return normal.startsWith('../') || normal === '..' ? undefined : normal.replace(/\/$/, '');
}

const dataFilePaths = new Set<string>(Object.keys(dataFiles));

/** An article's file name, as the CMS may ask for it (the build then checks it against the slug rule). */
const articleFileName = /^[\w~.-]+\.md$/;

/** Whether the owner's editor may touch `path`: a data file, the photos folder or a photo in it, the articles folder or an article in it. */
export function editable(path: unknown): boolean {
  const normal = projectPath(path);
  if (normal === undefined) return false;
  if (dataFilePaths.has(normal) || normal === photosFolder || normal === insightsDir) return true;
  if (posix.dirname(normal) === insightsDir) return articleFileName.test(posix.basename(normal));
  return posix.dirname(normal) === photosFolder && photoFileName.test(posix.basename(normal));
}

/** Why the backend refuses `body`, or undefined when every path it names is the owner's to edit. */
export function backendRefusal(body: unknown): string | undefined {
  const outside = pathsOf(record(body)).find((path) => !editable(path));
  if (outside === undefined) return undefined;
  return `the editor reads and writes only the data files in content/, the articles in ${insightsDir}/ and the photos in ${photosFolder}/, not ${String(outside)}`;
}

/** Where a data file's `data` names the photo `name` (`testimonials[0].image.file`). */
function usesOf(data: unknown, name: string, path: (string | number)[] = []): string[] {
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const at = [...path, Array.isArray(data) ? Number(key) : key];
    return key === 'file' && value === name ? [fieldPath(at)] : usesOf(value, name, at);
  });
}

/** Where an article names the photo `name`: its cover, or its text (`![…](name)`). */
function articleUsesOf(text: string, name: string): string[] {
  const { body, ...fields } = articleFromText(text);
  return [...usesOf(fields, name), ...(String(body).includes(`](${name})`) ? ['body'] : [])];
}

/**
 * Why the photos a backend request deletes must stay, naming where each is still used, or
 * undefined. `read` gives a data file's or article's text (from disk in the editor); `articles`
 * are the articles' files.
 */
export function deletionRefusal(body: unknown, read: (file: string) => string, articles: readonly string[] = []): string | undefined {
  const { action } = record(body);
  if (action !== 'deleteFile' && action !== 'deleteFiles') return undefined;
  const uses = pathsOf(record(body)).flatMap((path) => {
    const name = posix.basename(String(path));
    const inData = [...dataFilePaths].flatMap((file) => usesOf(JSON.parse(read(file)), name).map((field) => `${file}: ${field}`));
    const inArticles = articles.flatMap((file) => articleUsesOf(read(file), name).map((field) => `${file}: ${field}`));
    return [...inData, ...inArticles].map((use) => `${name} is used in ${use}`);
  });
  return uses.length ? `${uses.join('; ')}. Choose another photo there first, then delete this one` : undefined;
}
