// An article's text: YAML front matter, then Markdown. Read and written here for the build and the
// CMS's page alike, so the CMS refuses what the build refuses. YAML 1.2: `date: 2026-11-24` stays text.
import { parse, stringify, YAMLParseError } from 'yaml';
import { problemLines } from './problems.ts';
import { articleFile, articleLength, articleSlug, slugRule, type Article } from './insights.ts';

export const insightsDir = 'content/insights';

export const articleFormat = 'article';

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/** Far more than its fields' limits: anything longer is refused before it is read. */
export const frontMatterLength = 4_000;

export const articleFileLength = articleLength + frontMatterLength;

export class TooLong extends Error {
  override name = 'TooLong';
}

const counted = (count: number) => count.toLocaleString('en');

export function articleFromText(text: string): Record<string, unknown> {
  const [head = '', yaml = ''] = frontMatter.exec(text) ?? [];
  if (yaml.length > frontMatterLength)
    throw new TooLong(`the front matter (between the --- lines) is ${counted(yaml.length)} characters; at most ${counted(frontMatterLength)}`);
  const data: unknown = yaml.trim() ? parse(yaml) : {};
  const fields = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : { frontMatter: data };
  return { ...fields, body: text.slice(head.length).replace(/^\r?\n/, '') };
}

/** The front matter in the schema's order (empty fields left out), a blank line, the body. */
export function articleToText(data: Record<string, unknown>): string {
  const { body = '', ...fields } = data;
  const order = Object.keys(articleFile.shape);
  const kept = Object.entries(fields)
    .filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(typeof value === 'object' && Object.values(value).every((part) => part === '' || part === undefined)),
    )
    .sort(([a], [b]) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1));
  return `---\n${stringify(Object.fromEntries(kept), { lineWidth: 0 })}---\n\n${String(body).replace(/\s+$/, '')}\n`;
}

export function slugProblems(file: string): string[] {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return articleSlug.test(name.replace(/\.md$/, '')) ? [] : [`${file}: the file name ${slugRule}; got "${name}"`];
}

/** The file name Decap makes of a title, checked as a file's name is before it is saved. */
export function cmsFileOf(title: string): string {
  const slug = title
    .trim()
    .toLocaleLowerCase()
    .replace(/'/g, '')
    .replace(/\./g, '-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^0-9a-z_~-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${insightsDir}/${slug}.md`;
}

function checkedFields(file: string, data: Record<string, unknown>): { problems: string[]; article?: Article } {
  const result = articleFile.safeParse(data);
  return result.success ? { problems: [], article: result.data } : { problems: problemLines(file, result.error, data) };
}

export function readArticle(file: string, text: string): { problems: string[]; article?: Article } {
  if (text.length > articleFileLength)
    return { problems: [...slugProblems(file), `${file}: the article is ${counted(text.length)} characters; at most ${counted(articleFileLength)}`] };
  let data: Record<string, unknown>;
  try {
    data = articleFromText(text);
  } catch (error) {
    if (error instanceof TooLong) return { problems: [...slugProblems(file), `${file}: ${error.message}`] };
    const where = error instanceof YAMLParseError && error.linePos ? `line ${error.linePos[0].line + 1}, column ${error.linePos[0].col}: ` : '';
    const reason = (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)).replace(/ at line \d+, column \d+:?$/, '');
    return { problems: [...slugProblems(file), `${file}: ${where}the front matter (between the --- lines) is not valid YAML: ${reason}`] };
  }
  const fields = checkedFields(file, data);
  const problems = [...slugProblems(file), ...fields.problems];
  return problems.length ? { problems } : fields;
}
