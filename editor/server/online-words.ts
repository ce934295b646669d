// What *Put it online* says, in the owner's words: a step that could not reach or was refused by
// the place his site is kept, named for what it is; a field changed both here and online, with
// both versions; and what the build would refuse of a file joined from both.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { articleFromText, insightsDir } from '#model/schema/articleText.ts';
import { cmsFiles, cmsTranscriptsLabel, photosFolder } from '#model/schema/cms.ts';
import { entryPlaceWords, refusalOf } from '#model/schema/cmsRefusal.ts';
import { nameOf } from '#model/schema/problems.ts';
import { transcriptsDir } from '#model/schema/transcripts.ts';
import { artDir } from '#model/schema/podcast.ts';
import { said } from './git.ts';
import type { Clash } from './join.ts';
import { bytesOf, type Stored } from './trees.ts';

/** A field to choose for, as the button shows it: where it is in the editor, and each version. */
export interface ClashChoice {
  key: string;
  where: string;
  online: string;
  yours: string;
}

/** What `file` (a path of content/) is in the editor: its entry's name there. */
export function entryName(root: string, file: string): string {
  const data = cmsFiles[file as keyof typeof cmsFiles];
  if (data) return data.label;
  // What the podcast refresh writes, which the editor does not edit.
  if (file === 'content/episodes.json') return 'the podcast’s episodes';
  if (posix.dirname(file) === artDir) return 'the episodes’ cover art';
  if (file === `${photosFolder}/podcast-refresh.json`) return 'the podcast’s photos';
  if (posix.dirname(file) === insightsDir) return `the article “${articleTitle(join(root, file)) ?? posix.basename(file, '.md')}”`;
  if (posix.dirname(file) === transcriptsDir) return `${cmsTranscriptsLabel}: ${posix.basename(file, '.json')}`;
  if (posix.dirname(file) === photosFolder) return `the photo ${posix.basename(file)}`;
  return file;
}
/** An article's title as its front matter gives it (the CMS's own reader), or undefined where it has none, or is deleted: then named by its file. */
function articleTitle(path: string): string | undefined {
  try {
    const { title } = articleFromText(readFileSync(path, 'utf8'));
    return typeof title === 'string' && title ? title : undefined;
  } catch {
    return undefined;
  }
}

/** The line for a network step that failed, by what git said. */
export function networkWords(step: 'fetch' | 'push', error: unknown, branch = 'it'): string {
  const text = said(error);
  if (/protected branch|GH006|GH013|protected ref|through a pull request|branch protection/i.test(text))
    return `the place your site is kept takes changes to ${branch} only after a review (it is a protected branch): ask a developer to let the editor send there (HOSTING.md, “Put it online”)`;
  if (/does not appear to be a git repository|repository '.*' not found|repository not found|no such repository/i.test(text))
    return `there is no copy of your site at the address this computer sends to: it may have been moved or renamed. It is set up once: HOSTING.md, “Put it online”`;
  if (
    /could not resolve|unable to access|connection (refused|timed out)|network is unreachable|could not read from remote|failed to connect|timed out/i.test(
      text,
    ) ||
    Reflect.get(Object(error), 'killed')
  )
    return `this computer could not reach the place your site is kept: check the internet connection, then press Put it online again`;
  if (/permission|denied|authentication|403|forbidden|not allowed|pre-receive hook declined/i.test(text))
    return `the place your site is kept did not let this computer ${step === 'push' ? 'send' : 'fetch'} changes: it needs this computer's permission once (HOSTING.md, “Put it online”)`;
  return `git could not ${step === 'push' ? 'send your changes' : 'fetch what is online'} (${text.trim().split('\n').at(-1) ?? 'no reason given'})`;
}

/** A whole file's version as the owner reads it: whose, and whether the site can use it (a data file, an article or a transcript), with what it would refuse. */
function wholeWords(file: string, bytes: Buffer, side: 'online' | 'yours'): string {
  const whose = side === 'online' ? 'the version online' : 'your version';
  if (posix.dirname(file) === photosFolder || !/\.(json|md)$/.test(file)) return whose;
  const problems = textProblems(file, bytes.toString('utf8'), whose);
  if (!problems.length) return `${whose}, which the site can use`;
  return `${whose}, which the site cannot use (${problems.map((problem) => problem.replace(`${whose}: `, '').replace(`${whose} cannot be read: `, '')).join('; ')})`;
}

/** A version of a field as the owner reads it; a whole file's (`Buffer`) of `file`. */
function valueWords(value: unknown, side: 'online' | 'yours', file: string): string {
  if (value === undefined) return 'nothing (it was removed)';
  if (Buffer.isBuffer(value)) return wholeWords(file, value, side);
  if (typeof value === 'string') return `“${value.length > 300 ? `${value.slice(0, 297)}…` : value}”`;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (Array.isArray(value)) {
    const names = value.map(nameOf).filter(Boolean);
    return names.length === value.length && names.length ? names.map((name) => `“${name}”`).join(', ') : `a list of ${value.length}`;
  }
  if (typeof value === 'object' && value !== null) return nameOf(value) ? `“${nameOf(value)}”, with its fields` : 'a group of fields';
  return String(value);
}

/** A clash as the button shows it; `entry` names its file where no field does; `withinEntry`: its field alone, the entry being said already. */
export function clashWords(clash: Clash, entry: string, { withinEntry = false } = {}): Omit<ClashChoice, 'key'> {
  const field = clash.at.length && clash.data !== undefined ? entryPlaceWords(clash.file, clash.data, clash.at) : entry;
  const own = `${entryPlaceWords(clash.file, clash.data, [])}, `;
  const where = withinEntry && field.startsWith(own) ? field.slice(own.length) : field;
  return { where, online: valueWords(clash.online, 'online', clash.file), yours: valueWords(clash.yours, 'yours', clash.file) };
}

/**
 * What the build would refuse of one file's text, in his words, each naming `entry`: a data
 * file, an article or a transcript that cannot be read as one, or a field its schema refuses.
 * Nothing for any other file (a photo, the refresh's cover art).
 */
export function textProblems(file: string, text: string, entry: string): string[] {
  const article = posix.dirname(file) === insightsDir;
  if (!article && !file.endsWith('.json')) return [];
  const collection = article ? 'insights' : posix.dirname(file) === transcriptsDir ? 'transcripts' : 'content';
  let data: unknown;
  try {
    data = article ? articleFromText(text) : JSON.parse(text);
  } catch {
    return [`${entry} cannot be read: its file is not ${article ? 'an article' : 'a data file'} the site can use`];
  }
  return (refusalOf(file, data, collection)?.fields ?? []).map(({ text: what }) => `${entry}: ${what}`);
}

/** What the build would refuse of the files sent (each as `changes` has it), in his words: every one, not only those joined with what changed online. */
export async function sentProblems(
  root: string,
  sent: readonly string[],
  changes: ReadonlyMap<string, Stored | undefined>,
  entryName: (file: string) => string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const file of sent) {
    const stored = changes.get(file);
    if (stored) problems.push(...textProblems(file, (await bytesOf(root, stored.sha)).toString('utf8'), entryName(file)));
  }
  return problems;
}
