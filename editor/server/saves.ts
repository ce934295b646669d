// The editor's saves, whole or not at all. decap-server's local backend writes a file where it
// is (truncating it, then writing it in 512 KiB pieces) with no lock, and moves a renamed entry
// without waiting: two saves of one file at once (two tabs, a double press) could leave a file
// made of both, and a rename answered 200 whether it happened or not. These actions are done here
// instead: each file is written to a temporary file beside it and renamed into place
// (write-file-atomic, which also queues the writes of one file within this process), one save
// of a path at a time, and the answer comes once everything is on disk. The other actions (the
// reads, deleting) stay decap-server's. The guard (./guard.ts) has already held every path to
// what the owner may edit; a photo is taken only if the build can prepare it.
import { access, mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import { basename, dirname, join, posix } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import writeFileAtomic from 'write-file-atomic';
import { photosFolder, placeKeptWords } from '#model/schema/cms.ts';
import { clashChoiceWords, transcriptTakenWords } from '#model/schema/cmsRefusal.ts';
import { parsedOrNothing } from '#model/schema/load.ts';
import { transcriptsDir } from '#model/schema/transcripts.ts';
import { PlaceKept, photoRefusal, withoutPlace } from '../../scripts/pipeline/photos.ts';
import { mediaFile } from './media.ts';
import { editable, list, projectPath, record } from './guard.ts';
import { addressTaken } from './entries.ts';
import { clashKey, joinFile, type Choices, type Side } from './join.ts';
import { clashWords, entryName } from './online-words.ts';
import { articleFromText } from '#model/schema/articleText.ts';

/**
 * A file as the CMS sends it to be written: its path in the project, its text, for a rename the
 * path it moves to, and whether it is a change to a file already there (`newEntry: false`), not a new one.
 */
interface Written {
  path: string;
  raw: string;
  newPath?: string;
  /** Whether the CMS says this changes a file (true) or makes a new one (false); unknown when it does not say. */
  update?: boolean;
  /** The file's text as the CMS's page read it when the entry opened (editor/browser/versions.ts): what this save changes. */
  base?: string;
  /** Which side he kept of each field another tab changed too, by clash key (editor/browser/clash.ts). */
  choices?: Choices;
}

/** A photo or other file as the CMS uploads it: its path and its bytes, base64 or as text. */
interface Asset {
  path: string;
  content: string;
  encoding: BufferEncoding;
}

/** What cannot be saved, in the owner's words: answered 409, written nowhere; for a clash with another tab's save, the keys of the fields both changed. */
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

/** Each path's save in progress: a save of the same path waits for the one before it. */
const inProgress = new Map<string, Promise<unknown>>();

/** Runs `save` once no other save of any of `paths` is under way, holding them until it ends. */
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

/** Writes `data` whole at `path` of the project (its folder made first, as the photos' may not be there yet). */
async function writeWhole(root: string, path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFileAtomic(join(root, path), data);
}

const goneMeanwhile = (path: string) =>
  new NotSaved(`${basename(path)} was renamed or deleted meanwhile (in another tab?): reload the editor, then make your change again`);
const anotherArticle = (path: string) => new NotSaved(`${basename(path)} is another article: give this one another title`);

/** The transcript file of the episode a new transcript (`raw`, at `path`) names, if another is there: the CMS would write a second (`<episode>-1.json`), and the site shows one. */
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
/**
 * Writes a file's text where it goes; a rename writes it at its new path, then removes the old
 * one, and only if the old one is still there and the new one is not yet. A change to an article
 * or transcript renamed or deleted meanwhile is refused, never written back beside its new name;
 * a new one never overwrites another of its name.
 */
/**
 * `raw` over what another tab or window saved at `path` since this one read `base`: joined with it
 * by field (./join.ts), or, where both changed one field and he has not chosen a side, refused
 * with both versions in his words and the fields' keys. Whether it was joined.
 */
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

/** What `read` gives, or undefined where it throws (a text that is no article). */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

const bytesOf = ({ content, encoding }: Asset) => Buffer.from(content, encoding);
/** An upload's bytes as written: a photo without where it was taken (its EXIF, XMP and IPTC), upright. */
const uploaded = async (upload: Asset) => {
  if (!upload.path.startsWith(`${photosFolder}/`)) return bytesOf(upload);
  return withoutPlace(bytesOf(upload)).catch((error: unknown) => {
    throw error instanceof PlaceKept ? new NotSaved(`The photo ${basename(upload.path)}: ${placeKeptWords}`) : error;
  });
};

/** Refuses an upload into the photos' folder that is no photo the build can prepare (any other bytes there would stop it). */
async function checkUpload(upload: Asset): Promise<void> {
  const refusal = upload.path.startsWith(`${photosFolder}/`) ? await photoRefusal(bytesOf(upload)) : undefined;
  if (refusal) throw new NotSaved(`${refusal} (${basename(upload.path)})`);
}

/** A path in its one spelling (the guard has refused any that leaves the project), so two spellings of one file wait for each other. */
const spelled = (path: unknown): string => projectPath(path) ?? String(path);

/** The sides he chose, as sent: only a clash key with `online` or `yours`. */
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

/** The editor's backend's saves, for the project at `root`: the CMS's `persistEntry` and `persistMedia`; any other action goes on to decap-server. */
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
      // Joined with another tab's save: his form does not show that change until he reloads (editor/browser/versions.ts says so).
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

/** The largest body the backend reads: a photo from a phone is 2 to 8 MB, base64 a third more. */
export const bodyLimit = '50mb';

/**
 * The backend's answer to a body it could not read (past `bodyLimit`, or no JSON): a refusal in
 * the owner's words, and one line in the terminal, never a stack trace.
 */
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
