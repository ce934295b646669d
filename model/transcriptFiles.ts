// The stored transcripts (content/transcripts/*.json), each checked against its schema
// (model/schema/transcripts.ts) and read into turns (model/transcripts.ts), by the episode's
// address. Read from disk at build time (and on each request of `npm run edit`); a file that does
// not meet the schema stops the build with a line naming it and the field. A transcript of an
// episode the show no longer stores is not shown.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parsedFile } from './schema/dataFiles.ts';
import { ContentError } from './schema/load.ts';
import { transcriptFile, transcriptsDir, type TranscriptFile } from './schema/transcripts.ts';

/** A stored transcript and its file. */
export type Stored = TranscriptFile & { file: string };

/** The transcripts' files under `root` (dotfiles aside), from the project's root. */
function transcriptFiles(root = '.'): string[] {
  try {
    return readdirSync(join(root, transcriptsDir))
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => `${transcriptsDir}/${name}`);
  } catch {
    return [];
  }
}

/** Every transcript file, read once: the problems of each, and each that meets its schema. */
function readTranscripts(root: string): { problems: string[]; transcripts: Stored[] } {
  const problems: string[] = [];
  const transcripts: Stored[] = [];
  for (const file of transcriptFiles(root)) {
    if (!file.endsWith('.json')) {
      problems.push(`${file}: not a transcript: a transcript is a .json file the editor or the podcast refresh writes`);
      continue;
    }
    const { data, problems: found } = parsedFile(file, readFileSync(join(root, file), 'utf8'), transcriptFile);
    problems.push(...found);
    if (data) transcripts.push({ ...data, file });
  }
  return { problems, transcripts };
}

/**
 * Of two transcripts of one episode (the editor names a second one's file `<address>-1.json`),
 * the one shown: the owner's over the refresh's (its text no longer the one the refresh marked),
 * then the one named by the address.
 */
function shownOf(a: Stored, b: Stored): Stored {
  if (isOwners(a) !== isOwners(b)) return isOwners(a) ? a : b;
  return b.file === transcriptFileOf(b.episode) ? b : a;
}

/** The SHA-256 of a text, in hex: the mark the refresh gives a transcript it writes (scripts/refresh/store-transcripts.ts). */
export const markOf = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Whether a transcript is the owner's: he wrote it, or changed it since the refresh wrote and marked it. The refresh never replaces his. */
export const isOwners = (transcript: TranscriptFile): boolean => transcript.fromFeed !== markOf(transcript.text);

/** The file of an episode's transcript, named by its address. */
export const transcriptFileOf = (slug: string) => `${transcriptsDir}/${slug}.json`;

/** The problems of every transcript file under `root`: the build's check (scripts/pipeline/prebuild.ts). */
export const checkTranscripts = (root = '.'): string[] => readTranscripts(root).problems;

/** The last reading, by the files' names and times: a build's hundred pages read the folder once, the editor again after each save. */
let lastRead: { key: string; shown: Map<string, Stored> } | undefined;

/** The stored transcripts by their episode's address, or a ContentError naming each problem. */
export function storedTranscripts(root = '.'): Map<string, Stored> {
  const key = JSON.stringify([root, ...transcriptFiles(root).map((file) => [file, statSync(join(root, file)).mtimeMs])]);
  if (lastRead?.key === key) return lastRead.shown;
  const { problems, transcripts } = readTranscripts(root);
  if (problems.length) throw new ContentError(`\n${problems.join('\n')}`);
  const shown = new Map<string, Stored>();
  for (const transcript of transcripts) {
    const other = shown.get(transcript.episode);
    shown.set(transcript.episode, other ? shownOf(other, transcript) : transcript);
  }
  lastRead = { key, shown };
  return shown;
}
