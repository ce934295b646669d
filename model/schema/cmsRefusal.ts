// A refused save in the form's words: each problem by its field's label and list entry, never a
// path; and where it is, for the CMS's page to put it at its field (editor/browser/checks.ts).
import { articlesCollection, cmsCollection, cmsFiles, cmsTranscriptsLabel, transcriptsCollection, type CmsField } from './cms.ts';
import { saveProblems } from './cmsSave.ts';
import { nameOf, ordinal, valueAt, type Problem } from './problems.ts';

export interface FieldRefusal {
  path: (string | number)[];
  text: string;
}

export interface Refusal {
  summary: string;
  fields: FieldRefusal[];
}

export const refusalSummary = 'Not saved: the site would not build with this. What to change is marked in red.';

let forms: { articles: CmsField[]; transcripts: CmsField[]; files: Map<string, CmsField[]> } | undefined;

/** Generated once: a transcript's labels do not depend on the episodes offered. */
function formFields(path: string, collection: string): CmsField[] {
  forms ??= {
    articles: articlesCollection().fields,
    transcripts: transcriptsCollection([]).fields,
    files: new Map(cmsCollection().files.map(({ file, fields }) => [file, fields])),
  };
  return (collection === 'insights' ? forms.articles : collection === 'transcripts' ? forms.transcripts : forms.files.get(path)) ?? [];
}

export function fieldWords(fields: readonly CmsField[], data: unknown, { path, what }: Problem): string {
  const where = placeWords(fields, data, path);
  return `${where ? `${where}: ` : ''}${what}.`;
}

/** “Your photo”, in the 2nd testimonial (“Ada”); empty for none. */
export function placeWords(fields: readonly CmsField[], data: unknown, path: Problem['path']): string {
  let label = '';
  let list: CmsField | undefined;
  let level: readonly CmsField[] = fields;
  const within: string[] = [];
  path.forEach((key, at) => {
    if (typeof key === 'number') {
      const name = nameOf(valueAt(data, path.slice(0, at + 1)));
      const one = list?.label_singular
        ? `the ${ordinal(key + 1)} ${list.label_singular.replace(/^(a|an) /i, '').toLowerCase()}`
        : `the ${ordinal(key + 1)} of “${list?.label ?? label}”`;
      within.unshift(`${one}${name ? ` (“${name}”)` : ''}`);
      level = list?.fields ?? [];
      return;
    }
    const field = level.find(({ name }) => name === key);
    if (!field) return;
    [label, list, level] = [field.label, field, field.fields ?? []];
  });
  return label ? `“${label}”${within.length ? `, in ${within.join(', in ')}` : ''}` : '';
}

/** `Home page, “Your photo”, in “About teaser”`. */
export function entryPlaceWords(file: string, data: unknown, path: Problem['path']): string {
  const article = file.startsWith('content/insights/');
  const title = article && typeof data === 'object' && data !== null ? Reflect.get(data, 'title') : undefined;
  const entry = article
    ? `the article “${typeof title === 'string' ? title : file.slice(file.lastIndexOf('/') + 1)}”`
    : (cmsFiles[file as keyof typeof cmsFiles]?.label ?? file);
  const field = placeWords(formFields(article ? '' : file, article ? 'insights' : 'content'), data, path);
  return field ? `${entry}, ${field}` : entry;
}

/** Undefined when the build would take it. `path` is empty for a new article. */
export function refusalOf(path: string, data: unknown, collection = 'content'): Refusal | undefined {
  const problems = saveProblems(path, data, collection);
  if (!problems.length) return undefined;
  const fields = formFields(path, collection);
  return {
    summary: refusalSummary,
    fields: problems.map((problem) => ({
      path: problem.path.map((key) => (typeof key === 'number' ? key : String(key))),
      text: fieldWords(fields, data, problem),
    })),
  };
}

/** Names the transcript it has (its entry), for the CMS's page to open. */
export const transcriptTakenWords = (entry: string) =>
  `this episode has its transcript already (${entry}.json): open it and change it there (in ${cmsTranscriptsLabel}); your text is still in this form`;

export const clashChoiceWords =
  'Keep yours or the other with one press below: the rest of your change is saved with either, and this stays here until you choose, after a reload too';

export const transcriptTakenEntry = (words: string): string | undefined => /its transcript already \(([^()/]+)\.json\)/.exec(words)?.[1];
