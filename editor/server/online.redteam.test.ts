/**
 * @jest-environment node
 */
// The sixth red team's findings against *Put it online*, each on real git repositories
// (./online.harness.ts): nothing he saves meanwhile is undone, nothing that is not his content is
// sent or touched, no setting is taken for an option, nothing the remote removed comes back, no
// photo carries its place, no link and no instruction to a host is sent.
import { existsSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { listen } from '../../scripts/tools/listen.ts';
import { changeOnline, commitOf, git, json, online, onlineBytes, read, repos, specData, write } from './online.harness.ts';
import { putOnline } from './online.ts';
import { saves } from './saves.ts';

const unchangedOnline = () => git(repos.remote, 'rev-parse', 'main');
const home = specData('home');
const developersWork = (files: string) =>
  `Not online yet: this copy of your site has a developer's changes not yet online (${files}), which only they may send: ask them to, then press Put it online again.`;

describe('a save he makes while the button works', () => {
  let server: Server;
  let backend = '';
  beforeEach(async () => {
    const app = express()
      .use(express.json({ limit: '1mb' }))
      .use(saves(repos.owner));
    server = createServer(app);
    backend = `http://127.0.0.1:${await listen(server)}/api/v1`;
  });
  afterEach(() => new Promise((done) => server.close(done)));
  /** His Publish in another tab, through the editor's own backend. */
  const publish = (path: string, raw: string) =>
    fetch(backend, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'persistEntry', params: { entry: { path, raw } } }),
    });

  it('is never undone, at any moment of the press: it is either in what went online or on his disk as he saved it', async () => {
    // The other computer changes the Contact page's heading, commit after commit; he changes its
    // intro, the next line (which git alone could not join), and saves Settings meanwhile.
    const heading = (words: string) => (now: Record<string, unknown>) => ({ ...now, heading: words });
    for (let n = 1; n <= 1; n += 1) changeOnline({ 'content/contact.json': heading(`Heading ${n}`) });
    const settings = specData('settings');
    for (const [round, delay] of [0, 60, 200].entries()) {
      changeOnline({ 'content/contact.json': heading(`Heading of round ${round}`) });
      write(repos.owner, 'content/contact.json', json({ ...JSON.parse(read(repos.owner, 'content/contact.json')), intro: `His intro of round ${round}.` }));
      const saved = json({ ...settings, booking: { url: `https://cal.com/oj/round-${round}`, label: 'Book a call' } });
      const [answer] = await Promise.all([
        putOnline(repos.owner),
        new Promise((done) => setTimeout(done, delay)).then(() => publish('content/settings.json', saved)),
      ]);
      expect([round, answer.words, read(repos.owner, 'content/settings.json')]).toEqual([round, expect.stringMatching(/^Sent: /), saved]);
      const sentNow = online('content/settings.json') === saved.trim();
      expect([round, sentNow || git(repos.owner, 'status', '--porcelain').includes('content/settings.json')]).toEqual([round, true]);
      // Both his intro and the other computer's heading, in his copy and online.
      expect(
        [online('content/contact.json'), read(repos.owner, 'content/contact.json')].map((text) => [
          text.includes(`intro of round ${round}.`),
          text.includes(`Heading of round ${round}"`),
        ]),
      ).toEqual([
        [true, true],
        [true, true],
      ]);
    }
    expect((await putOnline(repos.owner)).online).toBe(true);
    expect(online('content/settings.json')).toContain('round-2');
  });
});

it('sends nothing that is not his content: an engineer’s rename into content/, or a merge that changed other files, is named and kept back', async () => {
  const before = unchangedOnline();
  git(repos.owner, 'mv', 'app/page.tsx', 'content/page.tsx');
  git(repos.owner, 'commit', '--quiet', '-m', 'An engineer moves a page');
  write(repos.owner, 'content/contact.json', json({ ...specData('contact'), heading: 'Say Hello' }));
  expect((await putOnline(repos.owner)).words).toBe(developersWork('app/page.tsx'));
  expect([unchangedOnline(), online('app/page.tsx')]).toEqual([before, 'export default function Page() { return null; }']);

  git(repos.owner, 'reset', '--quiet', '--hard', 'origin/main');
  git(repos.owner, 'checkout', '--quiet', '-b', 'work');
  write(repos.owner, 'README.md', 'An engineer’s README.\n');
  git(repos.owner, 'commit', '--quiet', '-am', 'README');
  git(repos.owner, 'checkout', '--quiet', 'main');
  write(repos.owner, 'content/contact.json', json({ ...specData('contact'), heading: 'Say Hello' }));
  git(repos.owner, 'commit', '--quiet', '-am', 'His heading');
  git(repos.owner, 'merge', '--quiet', '--no-ff', '-m', 'Merge work', 'work');
  expect((await putOnline(repos.owner)).words).toBe(developersWork('README.md'));
  expect(unchangedOnline()).toBe(before);
});

it('reads branch and remote as names, never as options of git’s', async () => {
  const planted = join(repos.dir, 'planted');
  const option = `--upload-pack=touch\${IFS}${planted};git-upload-pack`;
  write(repos.owner, 'content/contact.json', json({ ...specData('contact'), heading: 'Say Hello' }));
  const refused = 'Not online yet: this copy of your site has a setting of where it sends';
  git(repos.owner, 'config', 'branch.main.remote', option);
  expect((await putOnline(repos.owner)).words).toMatch(new RegExp(`^${refused} \\(branch\\.main\\.remote\\)`));
  git(repos.owner, 'config', 'branch.main.remote', 'origin');
  writeFileSync(join(repos.owner, '.git/refs/heads', option.replace(/\//g, '_')), `${git(repos.owner, 'rev-parse', 'HEAD')}\n`);
  git(repos.owner, 'symbolic-ref', 'HEAD', `refs/heads/${option.replace(/\//g, '_')}`);
  expect((await putOnline(repos.owner)).words).toMatch(new RegExp(`^${refused} \\(its branch\\)`));
  expect(existsSync(planted)).toBe(false);
});

it('leaves an engineer’s uncommitted and staged work exactly as it was, and never sends into it', async () => {
  changeOnline({ 'app/page.tsx': 'export default function Page() { return "online"; }\n' }, 'An engineer’s change online');
  const unfinished = 'export default function Page() { return "unfinished"; }\n';
  write(repos.owner, 'app/page.tsx', unfinished);
  write(repos.owner, 'content/contact.json', json({ ...specData('contact'), heading: 'Say Hello' }));
  const before = unchangedOnline();
  const answer = await putOnline(repos.owner);
  expect(answer.words).toBe(
    "Not online yet: this copy of your site has a developer's unfinished work on files that changed online (Entry 'app/page.tsx' not uptodate. Cannot merge.), which only they can join: ask them to, then press Put it online again.",
  );
  expect([unchangedOnline(), read(repos.owner, 'app/page.tsx'), git(repos.owner, 'stash', 'list')]).toEqual([before, unfinished, '']);
  expect(git(repos.owner, 'status', '--porcelain')).toBe('M app/page.tsx\n M content/contact.json');

  // Staged work on a file that did not change online stays staged, and unsent.
  git(repos.owner, 'checkout', '--quiet', '--', 'app/page.tsx');
  write(repos.owner, 'README.md', 'Staged by an engineer.\n');
  git(repos.owner, 'add', 'README.md');
  expect((await putOnline(repos.owner)).online).toBe(true);
  expect(commitOf('main').files).toEqual(['content/contact.json']);
  expect([git(repos.owner, 'status', '--porcelain'), read(repos.owner, 'app/page.tsx')]).toEqual([
    'M  README.md',
    'export default function Page() { return "online"; }\n',
  ]);
});

it('never sends back a commit an engineer took off what is online', async () => {
  write(repos.owner, 'content/contact.json', json({ ...specData('contact'), intro: 'My password is hunter2.' }));
  expect((await putOnline(repos.owner)).online).toBe(true);
  git(repos.other, 'pull', '--quiet', '--ff-only');
  git(repos.other, 'reset', '--quiet', '--hard', 'HEAD~1');
  git(repos.other, 'push', '--quiet', '--force', 'origin', 'main'); // the secret purged
  write(repos.owner, 'content/home.json', json({ ...home, metaDescription: 'A later change of his, sent after the purge, and alone.' }));
  expect((await putOnline(repos.owner)).online).toBe(true);
  expect(git(repos.remote, 'log', '-p', 'main')).not.toContain('hunter2');
  expect(commitOf('main').files).toEqual(['content/home.json']);
  expect(read(repos.owner, 'content/contact.json')).not.toContain('hunter2');
});

it('sends no photo with where it was taken, upright; no link; and a commit message of one plain line', async () => {
  const gps = { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } };
  const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#345' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone', BodySerialNumber: 'SN-123' }, ...gps })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('SN-123');
  write(repos.owner, 'content/photos/beach.jpg', photo);
  symlinkSync('/etc/passwd', join(repos.owner, 'content/passwd'));
  symlinkSync('../app', join(repos.owner, 'content/app'));
  write(
    repos.owner,
    'content/insights/big-news.md',
    '---\ntitle: "Big news [skip ci]\\n\\nskip-checks: true ***NO_CI***"\ndate: 2026-11-28\nsummary: Short.\n---\n\nText.\n',
  );
  const answer = await putOnline(repos.owner);
  expect(answer.words).toContain('content/app and content/passwd are links to other files, which are never sent.');
  const { message, files } = commitOf('main');
  expect(files).toEqual(['content/insights/big-news.md', 'content/photos/beach.jpg']);
  expect(message).toBe('Changed in the editor: the article “Big news skip ci skip-checks: true NO_CI” and the photo beach.jpg');
  const sentPhoto = await sharp(onlineBytes('content/photos/beach.jpg')).metadata();
  expect(sentPhoto).toMatchObject({ width: 40, height: 60 });
  expect(sentPhoto.exif).toBeUndefined();
});
