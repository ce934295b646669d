// What the editor refuses across entries, where the CMS's own check sees one entry at a time: an
// article whose address another article has (the build publishes one page an address), and the
// deletion of an article that a link elsewhere leads to (or, for the last one, that a link to
// Insights leads to), which the build would then refuse. Read from the files on disk.
import { readFileSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import { articleFromText, insightsDir } from '#model/schema/articleText.ts';
import { ownerProblems } from '#model/schema/checkDataFiles.ts';
import { articleAddress, articleFiles } from '#model/insights.ts';
import { pagesNow } from '#model/published.ts';

const isArticle = (file: string) => posix.dirname(file) === insightsDir && file.endsWith('.md');
const addressOf = (file: string) => articleAddress(basename(file, '.md'));
const titleOf = (root: string, file: string): string => {
  try {
    return String(articleFromText(readFileSync(join(root, file), 'utf8')).title ?? basename(file));
  } catch {
    return basename(file);
  }
};

/** Why an article saved at `file` (`from`: where it was before a rename) is refused: another article has its address. */
export function addressTaken(root: string, file: string, title: string, from?: string): string | undefined {
  if (!isArticle(file)) return undefined;
  const other = articleFiles(root).find((each) => each !== file && each !== from && addressOf(each) === addressOf(file));
  return other
    ? `“${title}” would be at /blog/${addressOf(file)}, the address of the article “${titleOf(root, other)}”: give this one another title`
    : undefined;
}

/** Why deleting the article at `file` is refused: the links that would lead nowhere without it, in the editor's words. */
export function linkedArticle(root: string, file: string): string | undefined {
  if (!isArticle(file)) return undefined;
  let before: string[];
  try {
    before = pagesNow(root);
  } catch {
    return undefined; // a file does not read: the build says what is wrong, and knows no pages either
  }
  const gone = `/blog/${addressOf(file)}`;
  let after = before.filter((page) => page !== gone);
  if (!after.some((page) => page.startsWith('/blog/'))) after = after.filter((page) => page !== '/blog');
  const was = new Set(ownerProblems(root, before, { except: file }));
  const left = ownerProblems(root, after, { except: file })
    .filter((line) => !was.has(line))
    .map((line) => line.replace(/\.$/, ''));
  return left.length
    ? `other pages link to “${titleOf(root, file)}”${after.includes('/blog') ? '' : ' or to Insights, which it is the last article of'}: ${left.join('; ')}. Change ${left.length === 1 ? 'that link' : 'those links'} first, then delete it`
    : undefined;
}
