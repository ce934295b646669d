// A content file the site cannot read, named in his words where he meets it (the preview, the entry),
// each with the one press that puts back its last good version (./history.ts).
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { insightsDir } from '#model/schema/articleText.ts';
import { transcriptsDir } from '#model/schema/transcripts.ts';
import { cmsFiles } from '#model/schema/cms.ts';
import { git } from './git.ts';
import { historyOf, momentWords, putBack } from './history.ts';
import { entryName, textProblems } from './online-words.ts';
import { answerJson, bodyOf } from './http.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One entry's file the site cannot read: the file, the entry's name, what is wrong, and its last good version (commit and moment), if its history has one. */
export interface Broken {
  path: string;
  entry: string;
  problems: string[];
  lastGood?: { commit: string; moment: string };
}

/** Where the editor lists the broken entries (GET) and puts back one's last good version (POST `path`, as a form or JSON). */
export const brokenPath = '/api/broken';

/** Every entry's file there is now: the data files the CMS edits, the articles and the transcripts. */
async function entryPaths(root: string): Promise<string[]> {
  const inFolder = async (folder: string, ending: string) =>
    (await readdir(join(root, folder)).catch(() => [])).filter((name) => name.endsWith(ending)).map((name) => posix.join(folder, name));
  return [...Object.keys(cmsFiles), ...(await inFolder(insightsDir, '.md')), ...(await inFolder(transcriptsDir, '.json'))];
}

/** The newest version in the history of `path` the site can read today, other than the one there now. */
async function lastGoodOf(root: string, path: string, entry: string): Promise<Broken['lastGood']> {
  for (const version of await historyOf(root, path)) {
    if (version.current) continue;
    const text = await git(root, ['show', `${version.commit}:${path}`]).catch(() => undefined);
    if (text !== undefined && !textProblems(path, text, entry).length) return { commit: version.commit, moment: momentWords(version.date) };
  }
  return undefined;
}

/** A problem said under its entry's name: without the name it starts with, as a sentence. */
function withoutEntry(problem: string, entry: string): string {
  const rest = problem.replace(`${entry} cannot be read: `, '').replace(`${entry}: `, '');
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}.`.replace(/\.\.$/, '.');
}

let known: { signature: string; broken: Broken[] } | undefined;

/** The entries whose files the site cannot read now; read again only when a file changed (its size or time). */
export async function brokenEntries(root: string): Promise<Broken[]> {
  const paths = await entryPaths(root);
  const stats = await Promise.all(
    paths.map((path) =>
      stat(join(root, path)).then(
        ({ size, mtimeMs }) => `${path}:${size}:${mtimeMs}`,
        () => path,
      ),
    ),
  );
  const signature = stats.join('\n');
  if (known?.signature === signature) return known.broken;
  const broken: Broken[] = [];
  for (const path of paths) {
    const text = await readFile(join(root, path), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const entry = entryName(root, path);
    const problems = textProblems(path, text, entry);
    if (problems.length)
      broken.push({ path, entry, problems: problems.map((each) => withoutEntry(each, entry)), lastGood: await lastGoodOf(root, path, entry) });
  }
  known = { signature, broken };
  return broken;
}

/** Puts back the last good version of the broken entry at `path`; his line. */
export async function putBackLastGood(root: string, path: string): Promise<{ done: boolean; words: string }> {
  const broken = (await brokenEntries(root)).find((each) => each.path === path);
  if (!broken) return { done: false, words: 'Nothing to put back: the site can read this entry now. Reload the page.' };
  if (!broken.lastGood)
    return { done: false, words: `Not put back: ${broken.entry} has no earlier version the site can read. Open it in the editor and fill it in again.` };
  return putBack(root, path, broken.lastGood.commit);
}

const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The preview's answer while an entry cannot be read: his line for each, with its press, in place of the page. */
export function brokenPage(broken: readonly Broken[], action: string, back: string): string {
  const items = broken.map(({ path, entry, problems, lastGood }) => {
    const press = lastGood
      ? `<form method="post" action="${escaped(action)}"><input type="hidden" name="path" value="${escaped(path)}"><input type="hidden" name="back" value="${escaped(back)}"><button type="submit">Put back its last good version (${escaped(lastGood.moment)})</button></form>`
      : `<p>It has no earlier version the site can read: open it in the editor and fill it in again.</p>`;
    return `<li><h2>${escaped(entry)} cannot be read</h2><p>${problems.map(escaped).join('<br>')}</p>${press}</li>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>This page cannot be shown yet</title><style>body{font:18px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}li{list-style:none;border-left:6px solid #b3261e;padding:0 1rem;margin:1.5rem 0}button{font:inherit;min-height:44px;padding:8px 16px;border:2px solid #1b1b1b;border-radius:6px;background:#fff;cursor:pointer}</style></head><body><main><h1>This page cannot be shown yet</h1><p>The site cannot read what is written in one of your entries. Nothing of yours is lost: every version is in the entry’s history.</p><ul>${items.join('')}</ul></main></body></html>`;
}

/** A form's press goes back to its page (a path of this site only); a script's gets JSON. */
export async function answerBroken(request: IncomingMessage, response: ServerResponse, root: string, basePath: string): Promise<void> {
  if (request.method === 'GET') return void answerJson(response, await brokenEntries(root));
  const { path, back } = Object(await bodyOf(request));
  const answer = await putBackLastGood(root, String(path));
  const to = String(back ?? '');
  if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return void answerJson(response, answer);
  if (answer.done && to.startsWith(`${basePath}/`) && !/^\/[\\/]/.test(to))
    return void response.writeHead(303, { Location: to, 'Cache-Control': 'no-store' }).end();
  response.writeHead(answer.done ? 200 : 409, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(`${answer.words}\n`);
}
