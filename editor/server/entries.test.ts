/**
 * @jest-environment node
 */
// What the editor refuses across entries, on a copy of the specification's content with articles of the test's.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressTaken, linkedArticle } from './entries.ts';

let root = '';
const article = (title: string, body = 'Text.') =>
  `---\ntitle: ${title}\ndate: 2026-11-20\nsummary: One sentence that says what it is about.\n---\n\n${body}\n`;
const write = (file: string, text: string) => writeFileSync(join(root, file), text);
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'entries-'));
  cpSync('tests/spec/content', join(root, 'content'), { recursive: true });
  mkdirSync(join(root, 'content/insights'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('refuses an article whose address another article has, new or renamed, as the build would', () => {
  write('content/insights/index.md', article('Index')); // published at /blog/index-article
  expect(addressTaken(root, 'content/insights/index-article.md', 'Index Article')).toBe(
    '“Index Article” would be at /blog/index-article, the address of the article “Index”: give this one another title',
  );
  write('content/insights/draft.md', article('Draft'));
  expect(addressTaken(root, 'content/insights/index-article.md', 'Index Article', 'content/insights/draft.md')).toMatch(/^“Index Article” would be at/);
  expect(addressTaken(root, 'content/insights/index.md', 'Index, changed')).toBeUndefined(); // itself
  expect(addressTaken(root, 'content/insights/other.md', 'Other')).toBeUndefined();
});

it('refuses deleting an article a link leads to, or the last one while a link leads to Insights, naming each link', () => {
  const home = JSON.parse(readFileSync(join(root, 'content/home.json'), 'utf8'));
  write('content/home.json', `${JSON.stringify({ ...home, hero: { ...home.hero, secondary: { label: 'Read', href: '/blog' } } }, null, 2)}\n`);
  write('content/insights/first-steps.md', article('First Steps'));
  expect(linkedArticle(root, 'content/insights/first-steps.md')).toMatch(
    /^other pages link to “First Steps” or to Insights, which it is the last article of: Home page: “Where the link goes”: leads to \/blog, which the site has only once an article is published: write one of [^.]*\. Change that link first, then delete it$/,
  );
  write('content/insights/second.md', article('Second', 'As I said in [my first](/blog/first-steps).'));
  expect(linkedArticle(root, 'content/insights/first-steps.md')).toMatch(
    /^other pages link to “First Steps”: the article “Second”: “The article”: has a link, “my first”, that leads to \/blog\/first-steps, which is no page of the site/,
  );
  expect(linkedArticle(root, 'content/insights/second.md')).toBeUndefined();
});
