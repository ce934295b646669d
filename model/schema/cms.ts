// The CMS's collection configuration (Decap CMS, served at /admin), generated from the data files'
// schemas so it never drifts from them: every field's label, hint (the schema's description),
// required flag, length limit (its counter), list minimum and maximum, select options and photo
// uploads. A text's length, plain-text rule and format are the build's own check's, run as he
// publishes (editor/browser/checks.ts), which says the one rule broken at its field: one Decap
// pattern for all of them could only list every rule, whichever was broken.
import { dataFileFormat } from './cmsSave.ts';
import { dataFiles } from './dataFiles.ts';
import { jsonSchemaOf, type JsonNode as Node } from './jsonSchema.ts';
import { articleFormat, insightsDir } from './articleText.ts';
import { markdownMedia, photoDescriptionPlaceholder } from './fields.ts';
import { articleFile } from './insights.ts';
import { transcriptFile, transcriptsDir } from './transcripts.ts';
import type { SitePath } from '../routes.ts';
import { dataFileOf, registry, type ContentName, type Entry } from '../registry.ts';

/** A Decap CMS field (https://decapcms.org/docs/widgets/). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  min?: number;
  max?: number;
  options?: (string | { label: string; value: string })[];
  /** A select that takes several options, saved as a list. */
  multiple?: boolean;
  value_type?: 'int';
  default?: string;
  date_format?: string;
  /** A Markdown field's editing modes, the first its default. */
  modes?: ('raw' | 'rich_text')[];
  time_format?: boolean;
  format?: string;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  collapsed?: boolean;
  summary?: string;
  /** A list's name for one of its entries (its *Add* button's words). */
  label_singular?: string;
  /** The most characters a counted text field takes (its counter's limit). */
  max_length?: number;
}

/** Decap's one-line and paragraph text fields, with a count of characters under them (editor/browser/checks.ts registers them). */
export const countedWidgets = { string: 'counted-string', text: 'counted-text' } as const;

/** Decap's list, without its *Add* button once it holds its most (editor/browser/checks.ts registers it). */
export const boundedList = 'bounded-list';

/**
 * The Markdown field with its button that inserts a photo (editor/browser/checks.ts registers
 * it), and the Markdown it inserts for a photo of the owner's: `![words](file name)`, the form
 * the renderer and the photo checks read (model/schema/markdown.ts), its words his to change.
 */
export const photoMarkdown = Object.assign((file: string) => `![${photoDescriptionPlaceholder}](${file})`, { widget: 'photo-markdown' });

/** The day field: the browser's own, its value the day as the file keeps it, 2026-11-24 (editor/browser/checks.ts registers it). */
export const siteDate = 'site-date';

/** The words of that button. */
export const insertPhotoLabel = 'Insert a photo';

/** Where uploaded photos go: the folder the build's photo pipeline reads (scripts/pipeline/photos.ts). */
export const photosFolder = 'content/photos';

/** What the owner is told of a file that is no photo the site can use (as he picks it, and by the editor's backend as it saves). */
export const notAPhotoWords = 'This file is not a photo the site can use: choose a JPEG, PNG, WebP or a phone’s HEIC photo';

/** What is said of a photo whose metadata (where it was taken) cannot be taken out: it is never sent as it is. */
export const placeKeptWords =
  'where this photo was taken cannot be taken out of it, so it is not sent: choose it again in the editor, which makes it a JPEG without its place';

/**
 * The most pixels a photo may have: twice a 48-megapixel phone's. Its size is read before it is
 * decoded, so a small file that claims a huge picture (a HEIC grid of 16,384 × 16,384 is 42 KB
 * and 1 GB decoded) is refused at once instead of stalling the editor and the build.
 */
export const maxPhotoPixels = 100_000_000;

/** What is said of a photo larger than that, after its name ("This photo" in the editor, its path in the build's line). */
export const tooManyPixelsWords = ({ width, height }: { width: number; height: number }): string =>
  `is ${width.toLocaleString('en-GB')} × ${height.toLocaleString('en-GB')} pixels, more than the site takes (${maxPhotoPixels / 1_000_000} megapixels; a phone’s photo is 12 to 48)`;

/** Where the editor's local backend answers, below the site's base path (`npm run edit`: decap-server's, and the editor's saves). */
export const localBackendPath = '/api/v1';

/**
 * How each data file the owner edits is named in the CMS, in the order it lists them, and the page
 * that shows most of it (its *View Live* link): model/registry.ts. A file a tool writes is not among them.
 */
export const cmsFiles = Object.fromEntries(
  Object.entries(registry).flatMap(([name, entry]: [string, Entry]) =>
    entry.content?.cms ? [[dataFileOf(name as ContentName), { label: entry.content.cms, page: entry.content.shownOn ?? entry.route?.path ?? '/' }]] : [],
  ),
) as Partial<Record<keyof typeof dataFiles, { label: string; page: SitePath }>>;

/** The longest label a field gets: a few words the owner reads at a glance; the rest is the hint. */
const labelLength = 48;

/**
 * A field's label and hint, both from its schema's description: the label is the description's
 * opening words, up to its first full stop, colon or semicolon ("Person quoted.", "Where the link
 * goes: …"); the hint is what follows. Never the field's name: a description without such an
 * opening is a mistake in the schema, which the configuration's test names.
 */
export function wordsOf(description = ''): { label: string; hint?: string } {
  const lead = /^(?:[^.:;(]|\([^)]*\))*/.exec(description)?.[0].trim() ?? '';
  const rest = description
    .slice(lead.length)
    .replace(/^[.:;]\s*/, '')
    .trim();
  if (!lead || lead.length > labelLength) return { label: description.trim() };
  return { label: lead, ...(rest ? { hint: rest.charAt(0).toUpperCase() + rest.slice(1) } : {}) };
}

/** Whether a text field may be left empty: its schema takes "" (an optional setting, empty for off). */
const takesEmpty = (node: Node) => node.type === 'string' && !node.minLength && (node.pattern === undefined || new RegExp(node.pattern).test(''));

/** A photo: a union of the owner's file and a stock photo, or the owner's file alone (an article's cover). */
const isPhoto = (node: Node) => (node.anyOf ?? [node]).some((branch) => branch.properties?.file);

/** A photo: the owner's upload (into content/photos/), else the stock photo's address and size (where it may be one), and its alt text. */
function photoFields(node: Node, present = true): CmsField[] {
  const [local, stock] = node.anyOf ?? [node];
  const upload: CmsField = {
    name: 'file',
    label: 'Your photo',
    widget: 'image',
    // Beside a stock photo (not an article's cover, which is the owner's alone), it takes that one's place.
    hint: `${local?.properties?.file?.description ?? ''}${stock ? ' It is shown instead of the stock photo.' : ''}`,
    required: false,
    choose_url: false,
    media_folder: `/${photosFolder}`,
    public_folder: '',
  };
  const stockFields = Object.entries(stock?.properties ?? {})
    .filter(([name]) => name !== 'alt')
    .map(([name, child]) => ({ ...fieldOf(name, child, false), label: `Stock photo ${name === 'src' ? 'address' : name}` }));
  const alt = local?.properties?.alt ?? {};
  const altField: CmsField =
    alt.const === '' ? { name: 'alt', label: 'Alt', widget: 'hidden', default: '' } : { ...fieldOf('alt', alt, present), label: 'Alternative text' };
  return [upload, ...stockFields, altField];
}

/**
 * The Decap field for one schema node. Inside an optional group (a second button), Decap would
 * still demand the group's required fields when it is left empty: there the schema alone decides.
 */
function fieldOf(name: string, node: Node, required: boolean): CmsField {
  const base = { name, ...wordsOf(node.description), ...(required ? {} : { required: false }) };
  if (isPhoto(node)) return { ...base, widget: 'object', fields: photoFields(node, required) };
  if (node.type === 'object') return { ...base, widget: 'object', fields: fieldsOf(node, required) };
  if (node.type === 'array') {
    const item = node.prefixItems?.[0] ?? (node.items || {});
    const limits = { ...(node.minItems === undefined ? {} : { min: node.minItems }), ...(node.maxItems === undefined ? {} : { max: node.maxItems }) };
    // One entry named by its own description's opening words ("Add a paragraph of the story").
    const listWidget = node.maxItems === undefined ? 'list' : boundedList;
    const one = item.description ? { label_singular: wordsOf(item.description).label } : {};
    if (item.type === 'object' || isPhoto(item)) {
      // Each item is shown expanded (Decap's collapse buttons have no accessible name), headed by its name.
      const names = Object.keys(item.properties ?? {});
      const title = names.find((n) => ['name', 'title', 'label'].includes(n)) ?? names[0];
      return { ...base, widget: listWidget, ...limits, ...one, collapsed: false, ...(title ? { summary: `{{fields.${title}}}` } : {}), fields: fieldsOf(item) };
    }
    return { ...base, widget: listWidget, ...limits, ...one, collapsed: false, field: fieldOf(name, item, true) };
  }
  if (node.enum)
    return {
      ...base,
      widget: 'select',
      options: node.enum.map(String).map((value) => (node.optionLabels?.[value] ? { label: node.optionLabels[value], value } : value)),
    };
  if (node.const === '') return { ...base, widget: 'hidden', default: '' };
  if (node.type === 'integer' || node.type === 'number') return { ...base, widget: 'number', value_type: 'int', min: 1 };
  if (node.type === 'boolean') return { ...base, widget: 'boolean', required: false };
  // Markdown as its hint teaches it (## headings, - lists): the rich-text mode would save what he types there escaped (\##).
  if (node.contentMediaType === markdownMedia)
    return {
      ...base,
      widget: photoMarkdown.widget,
      modes: ['raw'],
      media_folder: `/${photosFolder}`,
      public_folder: '',
      ...(takesEmpty(node) ? { required: false } : {}),
    };
  if (node.format === 'date') return { ...base, widget: siteDate, format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
  const kind = (node.maxLength ?? 0) > 100 ? 'text' : 'string';
  const counted = node.maxLength === undefined ? { widget: kind } : { widget: countedWidgets[kind], max_length: node.maxLength };
  return { ...base, ...counted, ...(takesEmpty(node) ? { required: false } : {}) };
}

/** The fields of an object node, in the schema's order. */
function fieldsOf(node: Node, present = true): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) => fieldOf(name, child, present && required.has(name)));
}

/**
 * The owner's articles: one Markdown file each in content/insights/, named from its title,
 * listed newest first; written and deleted here (seen on the site itself), its fields from the article schema.
 */
export function articlesCollection() {
  return {
    name: 'insights',
    label: 'Insights: articles',
    label_singular: 'article',
    description: 'Your articles: the Insights page lists them newest first. A draft is saved but not published.',
    folder: insightsDir,
    create: true,
    delete: true,
    extension: 'md',
    // The writer of editor/browser/checks.ts: the front matter in the schema's order, then the text.
    format: articleFormat,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
    // Decap's preview pane drew the article unstyled, not as the site does: *View Live* opens the page itself.
    editor: { preview: false },
    preview_path: 'blog/{{slug}}',
    fields: fieldsOf(jsonSchemaOf(articleFile)),
  };
}

/** The episodes as a select offers them: each by its title, saved as its address. */
const episodeOptions = (episodes: readonly { slug: string; title: string }[]) => episodes.map(({ slug, title }) => ({ label: title, value: slug }));

/** The transcripts' name in the CMS: the refresh's words to the owner name it too. */
export const cmsTranscriptsLabel = 'Podcast transcripts';

/**
 * The episodes' transcripts: one file each in content/transcripts/, named by the episode's
 * address, which he picks by its title; written, pasted or corrected here, its fields from the
 * transcript schema; the refresh's mark kept as it is (hidden), so a corrected text stays his.
 */
export function transcriptsCollection(episodes: readonly { slug: string; title: string }[]) {
  const fields = fieldsOf(jsonSchemaOf(transcriptFile)).map((field): CmsField => {
    if (field.name === 'episode') return { ...field, widget: 'select', options: episodeOptions(episodes) };
    if (field.name === 'fromFeed') return { name: field.name, label: field.label, widget: 'hidden', required: false };
    return field;
  });
  return {
    name: 'transcripts',
    label: cmsTranscriptsLabel,
    label_singular: 'transcript',
    description:
      'What is said in each episode, for visitors who cannot hear it: shown on its own page, linked under the player. The podcast refresh brings those the feed has; yours stay as you write them.',
    folder: transcriptsDir,
    create: true,
    delete: true,
    extension: 'json',
    format: 'json',
    slug: '{{episode}}',
    identifier_field: 'episode',
    summary: '{{episode}}',
    editor: { preview: false }, // as an article's
    preview_path: 'podcast/{{slug}}/transcript',
    fields,
  };
}

/** The podcast file's field of episodes taken off the site: picked by title among every stored one (`episodes`), several at once. */
const leftOffField = (field: CmsField, episodes: readonly { slug: string; title: string }[]): CmsField =>
  field.name === 'leftOff'
    ? {
        name: field.name,
        label: field.label,
        hint: field.hint,
        required: false,
        widget: 'select',
        multiple: true,
        options: episodeOptions(episodes),
      }
    : field;

/** The CMS's collection: one entry per data file, its fields generated from its schema; the podcast's episodes off the site picked among the stored `episodes`. */
export function cmsCollection(episodes: readonly { slug: string; title: string }[] = []) {
  return {
    name: 'content',
    label: 'Site content',
    editor: { preview: false },
    // The writer of editor/browser/checks.ts: each file in its schema's order, as it is on disk.
    format: dataFileFormat,
    files: Object.entries(cmsFiles).map(([file, { label, page }]) => ({
      name: file.replace(/^content\/|\.json$/g, ''),
      label,
      // Decap's *View Live* link: the page on the site's address (the editor's own, in `npm run edit`).
      preview_path: page.replace(/^\//, ''),
      file,
      fields: fieldsOf(jsonSchemaOf(dataFiles[file as keyof typeof dataFiles])).map((field) =>
        file === 'content/podcast.json' ? leftOffField(field, episodes) : field,
      ),
    })),
  };
}
