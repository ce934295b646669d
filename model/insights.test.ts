/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { articlePaths, checkArticles, dueOn, publishedArticles, publishedOn, readingMinutes } from './insights';
import { articleFromText, articleToText, cmsFileOf } from './schema/articleText';
import { photoMarkdown } from './schema/cms';
import { withPages } from './schema/checkDataFiles';
import { articleFile } from './schema/insights';

// The owner's articles as the build reads them: what it publishes, and what it refuses, naming
// the file and the field, before anything is built (scripts/pipeline/prebuild.ts prints these lines).

let root: string;
const write = (name: string, text: string) => writeFileSync(join(root, 'content/insights', name), text);
const article = (fields: string, body = 'Text.') => `---\n${fields}\n---\n\n${body}\n`;
const valid = 'title: A Title\ndate: 2026-11-02\nsummary: One sentence that says what it is about.';

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'insights-'));
  mkdirSync(join(root, 'content/insights'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('publishes every article but the drafts, newest first', () => {
  write('older.md', article(valid.replace('2026-11-02', '2026-10-01')));
  write('newer.md', article(valid.replace('A Title', 'Newer')));
  write('unfinished.md', article(`${valid.replace('2026-11-02', '2026-12-01')}\ndraft: true`));
  writeFileSync(join(root, 'content/insights/.gitkeep'), '');
  expect(publishedArticles(root).map(({ slug, path }) => [slug, path])).toEqual([
    ['newer', '/blog/newer'],
    ['older', '/blog/older'],
  ]);
  expect(checkArticles(root)).toEqual([]);
});

it('gives an article named as a host or the site keeps a name (Index, 404, Feed) another address, and refuses two files of one address', () => {
  for (const name of ['index', '404', '200', 'feed', 'con']) write(`${name}.md`, article(valid.replace('A Title', `"${name}"`)));
  expect(
    publishedArticles(root)
      .map(({ path }) => path)
      .sort(),
  ).toEqual(['/blog/200-article', '/blog/404-article', '/blog/con-article', '/blog/feed-article', '/blog/index-article']);
  write('index-article.md', article(valid.replace('A Title', 'Index Article')));
  expect(checkArticles(root)).toEqual([
    "content/insights/index.md: its address /blog/index-article is already the article “Index Article”'s: rename one of the two files",
  ]);
});

it('refuses a wrong date, a missing title, a bad file name, a stray file and broken front matter, one line each naming the file and the field', () => {
  write('Bad Name.md', article(valid));
  write('no-title.md', article(valid.replace('title: A Title\n', '')));
  write('wrong-date.md', article(valid.replace('2026-11-02', '2 November 2026')));
  write('notes.txt', 'notes');
  write('broken.md', article(`${valid}\nsummary: [unclosed`));
  write('photo.md', article(valid, '![A chart](https://tracker.example.com/pixel.png)'));
  expect(checkArticles(root)).toEqual([
    'content/insights/Bad Name.md: the file name must be lowercase letters, digits and single hyphens, such as leading-through-change.md; got "Bad Name.md"',
    expect.stringMatching(/^content\/insights\/broken\.md: line \d+, column \d+: the front matter \(between the --- lines\) is not valid YAML: /),
    'content/insights/no-title.md: title: is missing: expected text',
    'content/insights/notes.txt: not an article: an article is a .md file named by its address, such as leading-through-change.md',
    expect.stringMatching(/^content\/insights\/photo\.md: body: shows the photo https:\/\/tracker\.example\.com\/pixel\.png, which is not one of yours/),
    'content/insights/wrong-date.md: date: must be a date written 2026-11-24; got "2 November 2026"',
  ]);
  expect(() => publishedArticles(root)).toThrow(/content\/insights\/no-title\.md: title: is missing/);
});

it('finds a photo as the renderer does (a title, a reference, nested brackets): another site’s is refused in one line, an own one with a title taken', () => {
  write('titled.md', article(valid, '![A chart](https://tracker.example.com/a.png "A title")'));
  write('reference.md', article(valid, 'See ![b][r].\n\n[r]: https://tracker.example.com/b.png'));
  write('nested.md', article(valid, '![a [nested] alt](https://tracker.example.com/c.png)'));
  write('own.md', article(valid, '![The team](team.jpg "At work")'));
  expect(checkArticles(root)).toEqual(
    ['nested', 'reference', 'titled'].map((name) =>
      expect.stringMatching(
        new RegExp(`^content/insights/${name}\\.md: body: shows the photo https://tracker\\.example\\.com/\\w\\.png, which is not one of yours`),
      ),
    ),
  );
});

it('refuses a photo described by words that say nothing (what Insert a photo put there, the hint, “photo”, a file’s name), in the text and the cover alike', () => {
  write('placeholder.md', article(valid, photoMarkdown('team.jpg'))); // as the editor inserts it
  expect(checkArticles(root)).toEqual([
    'content/insights/placeholder.md: body: describes a photo as “What the photo shows, in a sentence”, which says nothing of this photo: write what it shows, in a sentence (someone who cannot see it hears these words); got "![What the photo shows, in a sentence](team.jpg)\\n"',
  ]);
  write('placeholder.md', article(`${valid}\ncover:\n  file: team.jpg\n  alt: What it shows, in a sentence.`, '![img_5002.jpg](team.jpg) ![Photo](team.jpg)'));
  expect(checkArticles(root).map((line) => line.replace(/; got .*/, ''))).toEqual([
    'content/insights/placeholder.md: cover.alt: is “What it shows, in a sentence.”, which says nothing of this photo: write what it shows, in a sentence (someone who cannot see it hears these words)',
    'content/insights/placeholder.md: body: describes a photo as “img_5002.jpg”, which is a file’s name: write what the photo shows, in a sentence (someone who cannot see it hears these words)',
    'content/insights/placeholder.md: body: describes a photo as “Photo”, which says nothing of this photo: write what it shows, in a sentence (someone who cannot see it hears these words)',
  ]);
  write('placeholder.md', article(valid, '![Two colleagues at a whiteboard](team.jpg)'));
  expect(checkArticles(root)).toEqual([]);
});

it('refuses a front matter or an article too long to be read before reading it, in one line', () => {
  write('long-head.md', article(`${valid}\nnote: ${'x'.repeat(5_000)}`));
  write('huge-head.md', article(`${valid}\nnote: ${'x'.repeat(4_000_000)}`));
  write('huge-body.md', article(valid, 'word '.repeat(30_000)));
  expect(checkArticles(root)).toEqual([
    'content/insights/huge-body.md: the article is 150,092 characters; at most 104,000',
    'content/insights/huge-head.md: the article is 4,000,104 characters; at most 104,000',
    'content/insights/long-head.md: the front matter (between the --- lines) is 5,088 characters; at most 4,000',
  ]);
});

it('reads the front matter as YAML 1.2, so a date stays the text it is, and writes it back in the schema’s order', () => {
  const text = article('summary: S.\ndraft: false\ndate: 2026-11-02\ntitle: T', 'Body **bold**.');
  expect(articleFromText(text)).toEqual({ summary: 'S.', draft: false, date: '2026-11-02', title: 'T', body: 'Body **bold**.\n' });
  expect(articleToText({ ...articleFromText(text), cover: { file: '', alt: '' } })).toBe(
    article('title: T\ndate: 2026-11-02\nsummary: S.\ndraft: false', 'Body **bold**.'),
  );
});

it('names a new article’s file from its title as the CMS does', () => {
  expect(cmsFileOf('Day 1: Why the First 100 Days Matter')).toBe('content/insights/day-1-why-the-first-100-days-matter.md');
  expect(cmsFileOf("Café crème's Q&A v2.0")).toBe('content/insights/cafe-cremes-q-a-v2-0.md');
});

it('counts reading time at 200 words a minute, at least one', () => {
  expect(readingMinutes('word '.repeat(1000))).toBe(5);
  expect(readingMinutes('')).toBe(1);
});

it('refuses a link in the text to a page the site does not have now: no page at all, the terms while they are empty, another article that is not there', () => {
  write('linked.md', article(valid, 'See [pricing](/pricing), [the terms](/terms), [a typo](/contakt), [another](/blog/gone) and [the about page](/about).'));
  withPages(['/', '/about', '/services', '/ventures', '/contact', '/blog', '/blog/linked'], () => {
    expect(checkArticles(root).map((line) => line.replace(/: write one of [^;]*; got .*/, ''))).toEqual([
      'content/insights/linked.md: body: has a link, “pricing”, that leads to /pricing, which is no page of the site',
      'content/insights/linked.md: body: has a link, “the terms”, that leads to /terms, which the site has only once the terms have a text',
      'content/insights/linked.md: body: has a link, “a typo”, that leads to /contakt, which is no page of the site',
      'content/insights/linked.md: body: has a link, “another”, that leads to /blog/gone, which is no page of the site',
    ]);
  });
});

it('publishes an article on its date: one dated later is online from that day, and named as due that morning', () => {
  write('next-week.md', article(valid.replace('2026-11-02', '2099-01-05').replace('A Title', 'Next Week')));
  write('today.md', article(valid.replace('A Title', 'Today')));
  expect(publishedArticles(root).map(({ title }) => title)).toEqual(['Today']);
  expect(articlePaths(root)).toEqual(['/blog/today']);
  expect([
    publishedOn({ date: '2099-01-05' }, '2099-01-04'),
    publishedOn({ date: '2099-01-05' }, '2099-01-05'),
    publishedOn({ date: '2099-01-05', draft: true }, '2099-01-06'),
  ]).toEqual([false, true, false]);
  expect(dueOn('2099-01-05', root)).toEqual(['Next Week']);
  expect(dueOn('2099-01-06', root)).toEqual([]);
});

it('refuses a date more than a hundred years from today, in his words, as a day typed into the calendar’s wrong part reads', () => {
  const year = new Date().getUTCFullYear();
  const fields = { title: 'T', summary: 'S.', body: 'Body.' };
  expect(articleFile.safeParse({ ...fields, date: `${year - 100}-12-08` }).success).toBe(true);
  const refused = articleFile.safeParse({ ...fields, date: `${year - 120}-12-08` });
  expect(refused.error?.issues.map(({ path, message }) => [path, message])).toEqual([
    [['date'], 'is more than a hundred years from today: pick the day in the calendar, or type it again, day, month and year'],
  ]);
  expect(articleFile.safeParse({ ...fields, date: `${year + 101}-01-01` }).success).toBe(false);
});
