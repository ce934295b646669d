// The editor's saves, whole or not at all: decap-server writes in place with no lock, so two saves at
// once could leave a file made of both. Here each file goes to a temporary file renamed into place
// (write-file-atomic), one save of a path at a time, answered once on disk. Reads and deletes stay decap-server's.
import { access, mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import { basename, dirname, join, posix } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import writeFileAtomic from 'write-file-atomic';
import { photosFolder, placeKeptWords } from '#model/schema/cms.ts';
import { clashChoiceWords, transcriptTakenWords } from '#model/schema/cmsRefusal.ts';
import { parsedOrNothing } from '#model/schema/load.ts';
import { transcriptsDir } from '#model/schema/transcripts.ts';
import { PlaceKept, withoutPlace } from '../../scripts/pipeline/photo-place.ts';
import { photoRefusal } from '../../scripts/pipeline/photos.ts';
import { mediaFile } from './media.ts';
import { editable, list, projectPath, record } from './guard.ts';
import { addressTaken } from './entries.ts';
import { clashKey, joinFile, type Choices, type Side } from './join.ts';
import { clashWords, entryName } from './online-words.ts';
import { articleFromText } from '#model/schema/articleText.ts';

interface Written {
  path: string;
  raw: string;
  newPath?: string;
  /** Unknown when the CMS does not say. */
  update?: boolean;
  /** As the CMS's page read it when the entry opened (editor/browser/versions.ts). */
  base?: string;
  choices?: Choices;
}

interface Asset {
  path: string;
  content: string;
  encoding: BufferEncoding;
}

/** Answered 409, written nowhere; for a clash, the keys of the fields both changed. */
class NotSaved extends Error {
  readonly clashes?: string[];
  constructor(message: string, clashes?: string[]) {
    super(message);
    if (clashes) this.clashes = clashes;
  }
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const inProgress = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(paths: readonly string[], save: () => Promise<T>): Promise<T> {
  const before = [...new Set(paths)].map((path) => inProgress.get(path) ?? Promise.resolve());
  const done = Promise.allSettled(before).then(save);
  const held = done.catch(() => undefined);
  for (const path of paths) inProgress.set(path, held);
  try {
    return await done;
  } finally {
    for (const path of paths) if (inProgress.get(path) === held) inProgress.delete(path);
  }
}

async function writeWhole(root: string, path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFileAtomic(join(root, path), data);
}

const goneMeanwhile = (path: string) =>
  new NotSaved(`${basename(path)} was renamed or deleted meanwhile (in another tab?): reload the editor, then make your change again`);
const anotherArticle = (path: string) => new NotSaved(`${basename(path)} is another article: give this one another title`);

/** The CMS would write a second transcript of one episode (`-1.json`), and the site shows one. */
async function transcriptOfSameEpisode(root: string, path: string, raw: string): Promise<string | undefined> {
  if (posix.dirname(path) !== transcriptsDir) return undefined;
  const episode = Reflect.get(Object(parsedOrNothing(raw)), 'episode');
  const names = await readdir(join(root, transcriptsDir)).catch(() => []);
  for (const name of names.filter((each) => each.endsWith('.json'))) {
    const file = `${transcriptsDir}/${name}`;
    if (file !== path && Reflect.get(Object(parsedOrNothing(await readFile(join(root, file), 'utf8'))), 'episode') === episode) return file;
  }
  return undefined;
}
/** Joined by field with what another tab saved since `base` (./join.ts), or refused where both changed a field he has not chosen for. */
async function overOtherSaves(root: string, { path, raw, base, choices }: Written): Promise<{ raw: string; joined: boolean }> {
  const now = await readFile(join(root, path)).catch(() => undefined);
  if (base === undefined || now === undefined || now.toString('utf8') === base) return { raw, joined: false };
  const { bytes, clashes } = joinFile(path, Buffer.from(base), Buffer.from(raw), now, choices);
  const entry = entryName(root, path);
  if (clashes.length) {
    const both = clashes.map((clash) => {
      const { where, online, yours } = clashWords(clash, entry, { withinEntry: true });
      return `${where} is ${online} there and ${yours} here`;
    });
    throw new NotSaved(
      `${entry} was changed in another tab or window while this one was open, in the same place as here: ${both.join('; ')}. ${clashChoiceWords}`,
      clashes.map(({ key }) => clashKey(path, key)),
    );
  }
  return { raw: String(bytes ?? raw), joined: true };
}

async function writeEntry(root: string, file: Written): Promise<boolean> {
  const { path, raw, newPath, update } = file;
  const title = Reflect.get(Object(safely(() => articleFromText(raw))), 'title');
  const taken = addressTaken(root, newPath ?? path, String(title ?? basename(newPath ?? path)), newPath ? path : undefined);
  if (taken) throw new NotSaved(taken);
  if (!newPath || newPath === path) {
    if (update !== undefined && editable(path, 'deletable') && (await exists(join(root, path))) !== update)
      throw update ? goneMeanwhile(path) : anotherArticle(path);
    const other = update === false ? await transcriptOfSameEpisode(root, path, raw) : undefined;
    if (other) throw new NotSaved(transcriptTakenWords(basename(other, '.json')));
    const over = await overOtherSaves(root, file);
    await writeWhole(root, path, over.raw);
    return over.joined;
  }
  if (!(await exists(join(root, path)))) throw goneMeanwhile(path);
  if (await exists(join(root, newPath))) throw anotherArticle(newPath);
  const over = await overOtherSaves(root, file); // what another tab saved meanwhile moves with it
  await writeWhole(root, newPath, over.raw);
  await unlink(join(root, path));
  return over.joined;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

const bytesOf = ({ content, encoding }: Asset) => Buffer.from(content, encoding);
const uploaded = async (upload: Asset) => {
  if (!upload.path.startsWith(`${photosFolder}/`)) return bytesOf(upload);
  return withoutPlace(bytesOf(upload)).catch((error: unknown) => {
    throw error instanceof PlaceKept ? new NotSaved(`The photo ${basename(upload.path)}: ${placeKeptWords}`) : error;
  });
};

/** Any other bytes in the photos' folder would stop the build. */
async function checkUpload(upload: Asset): Promise<void> {
  const refusal = upload.path.startsWith(`${photosFolder}/`) ? await photoRefusal(bytesOf(upload)) : undefined;
  if (refusal) throw new NotSaved(`${refusal} (${basename(upload.path)})`);
}

/** So two spellings of one file wait for each other. */
const spelled = (path: unknown): string => projectPath(path) ?? String(path);

const choicesOf = (value: unknown): Choices =>
  Object.fromEntries(Object.entries(record(value)).filter((each): each is [string, Side] => each[1] === 'online' || each[1] === 'yours'));

const written = (value: unknown, newEntry: unknown): Written => {
  const { path, raw, newPath, base, choices } = record(value);
  return {
    path: spelled(path),
    raw: String(raw ?? ''),
    ...(typeof newPath === 'string' ? { newPath: spelled(newPath) } : {}),
    ...(typeof base === 'string' ? { base, choices: choicesOf(choices) } : {}),
    ...(typeof newEntry === 'boolean' ? { update: !newEntry } : {}),
  };
};
const asset = (value: unknown): Asset => {
  const { path, content, encoding } = record(value);
  return { path: spelled(path), content: String(content ?? ''), encoding: encoding === 'base64' ? 'base64' : 'utf8' };
};

export function saves(root: string) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    const { action, params } = record(request.body);
    if (action !== 'persistEntry' && action !== 'persistMedia') return next();
    try {
      if (action === 'persistMedia') {
        const file = asset(record(params).asset);
        await checkUpload(file);
        const bytes = await uploaded(file);
        await oneAtATime([file.path], () => writeWhole(root, file.path, bytes));
        response.json(await mediaFile(root, file.path));
        return;
      }
      const { entry, dataFiles, assets, options } = record(params);
      const files = (dataFiles === undefined ? [entry] : list(dataFiles)).map((file) => written(file, record(options).newEntry));
      const uploads = list(assets).map(asset);
      const paths = [...files.flatMap(({ path, newPath }) => [path, ...(newPath ? [newPath] : [])]), ...uploads.map(({ path }) => path)];
      for (const upload of uploads) await checkUpload(upload); // all checked before any is written
      const bytes = await Promise.all(uploads.map(uploaded));
      const joined = await oneAtATime(paths, async () => {
        for (const [index, upload] of uploads.entries()) await writeWhole(root, upload.path, bytes[index] ?? bytesOf(upload));
        const each: boolean[] = [];
        for (const file of files) each.push(await writeEntry(root, file));
        return files.filter((_, index) => each[index]).map(({ path }) => entryName(root, path));
      });
      // His form does not show the joined change until he reloads (editor/browser/versions.ts says so).
      response.json({ message: 'entry persisted', ...(joined.length ? { joinedWith: joined } : {}) });
    } catch (error) {
      if (error instanceof NotSaved) response.status(409).json({ error: `Not saved: ${error.message}.`, ...(error.clashes ? { clashes: error.clashes } : {}) });
      else {
        console.error(`edit: a save could not be written: ${error instanceof Error ? error.message : String(error)}`);
        response.status(500).json({
          error:
            'Not saved: the file could not be written on this computer (is the disk full, or the file open elsewhere?). Your change is still in this form: press Publish again.',
        });
      }
    }
  };
}

/** A phone's photo is 2 to 8 MB, base64 a third more. */
export const bodyLimit = '50mb';

/** A refusal in his words and one line in the terminal, never a stack trace. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- express knows an error handler by its four parameters
export function unreadableBody(error: unknown, _request: Request, response: Response, _next: NextFunction): void {
  const tooLarge = typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large';
  console.error(
    `edit: a save was refused: ${tooLarge ? `it is larger than ${bodyLimit}` : error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
  response.status(tooLarge ? 413 : 400).json({
    error: tooLarge
      ? 'Not saved: this is larger than 50 MB. Choose a smaller photo (a phone’s photo is 2 to 8 MB), or split the article.'
      : 'Not saved: the editor could not read what was sent. Reload the editor and try again.',
  });
}
