// The saves a press kept as he made them (./catch-up.ts: he saved a field meanwhile that came
// changed from online too), each with the version it was made from: the next press joins it with
// what is online from that version, so the field both changed is put to him, never sent over
// online's change unasked. Kept in the repository's own folder, beside git's files, not in content/.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/** A kept save's file, and the blob it was made from (undefined: the file was not there). */
export type KeptBases = Map<string, string | undefined>;

const fileOf = (gitDir: string) => join(gitDir, 'oj-editor-kept.json');

/** The saves kept by earlier presses, by path: none where there are none, or the record cannot be read. */
export async function keptBases(gitDir: string): Promise<KeptBases> {
  const text = await readFile(fileOf(gitDir), 'utf8').catch(() => '{}');
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    record = {};
  }
  const entries = Object.entries(typeof record === 'object' && record !== null ? record : {});
  return new Map(
    entries.flatMap(([path, sha]): [string, string | undefined][] =>
      typeof sha === 'string' && /^[0-9a-f]{40,64}$/.test(sha) ? [[path, sha]] : sha === null ? [[path, undefined]] : [],
    ),
  );
}

/** The record after a press: the saves it kept now, with those of earlier presses it did not send. */
export async function keepBases(
  gitDir: string,
  earlier: KeptBases,
  sent: readonly string[],
  keptNow: readonly { path: string; sent?: string }[],
): Promise<void> {
  const next = new Map([...earlier].filter(([path]) => !sent.includes(path)));
  for (const { path, sent: base } of keptNow) next.set(path, earlier.has(path) && !sent.includes(path) ? earlier.get(path) : base);
  if (!next.size) return rm(fileOf(gitDir), { force: true });
  await writeFileAtomic(fileOf(gitDir), `${JSON.stringify(Object.fromEntries([...next].map(([path, sha]) => [path, sha ?? null])), null, 2)}\n`);
}
