/**
 * @jest-environment node
 */
// The snapshot of his content/ (./trees.ts) while saves go on beside it, as the editor writes them
// (a temporary file beside the file, renamed over it): a press is never stopped by a save.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snapshot, withScratch } from './trees.ts';

let root = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'trees-'));
  mkdirSync(join(root, 'content'));
  for (let n = 0; n < 200; n += 1) writeFileSync(join(root, `content/file-${n}.json`), `${n}\n`);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: root, stdio: 'pipe' });
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'The site');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('reads his content/ while a save writes and renames its temporary files beside it, every time', async () => {
  // Saves, a hundred a second (more than any owner's), for as long as the snapshots take.
  const saving = spawn(
    'sh',
    ['-c', 'i=0; while :; do i=$((i+1)); echo $i > content/settings.json.$((i%7)); mv content/settings.json.$((i%7)) content/settings.json; sleep 0.01; done'],
    {
      cwd: root,
    },
  );
  try {
    const trees = await withScratch(async (index) => {
      const made: string[] = [];
      for (let n = 0; n < 30; n += 1) made.push(await snapshot(root, join(root, '.git/index'), 'content', index(`snapshot-${n}`)));
      return made;
    });
    expect(trees.every((tree) => /^[0-9a-f]{40}$/.test(tree))).toBe(true);
  } finally {
    saving.kill();
  }
});
