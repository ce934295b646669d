// The stored transcripts, checked and read into turns, by episode address (at build time, and on each
// request of `npm run edit`). A transcript of an episode no longer stored is not shown.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parsedFile } from './schema/dataFiles.ts';
import { ContentError } from './schema/load.ts';
import { transcriptFile, transcriptsDir, type TranscriptFile } from './schema/transcripts.ts';

export type Stored = TranscriptFile & { file: string };

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

/** Of two transcripts of one episode: the owner's over the refresh's, then the one named by the address. */
function shownOf(a: Stored, b: Stored): Stored {
  if (isOwners(a) !== isOwners(b)) return isOwners(a) ? a : b;
  return b.file === transcriptFileOf(b.episode) ? b : a;
}

export const markOf = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Written, or changed since the refresh marked it: the refresh never replaces his. */
export const isOwners = (transcript: TranscriptFile): boolean => transcript.fromFeed !== markOf(transcript.text);

export const transcriptFileOf = (slug: string) => `${transcriptsDir}/${slug}.json`;

export const checkTranscripts = (root = '.'): string[] => readTranscripts(root).problems;

/** A build's hundred pages read the folder once, the editor again after each save. */
let lastRead: { key: string; shown: Map<string, Stored> } | undefined;

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
