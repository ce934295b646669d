// The CMS's collections (Decap, at /admin), generated from the schemas so they never drift. A text's
// rules are checked by the build's own check as he publishes (editor/browser/checks.ts), naming the one broken.
import { dataFileFormat } from './cmsSave.ts';
import { dataFiles } from './dataFiles.ts';
import { jsonSchemaOf, type JsonNode as Node } from './jsonSchema.ts';
import { articleFormat, insightsDir } from './articleText.ts';
import { markdownMedia, photoDescriptionPlaceholder } from './fields.ts';
import { articleFile } from './insights.ts';
import { transcriptFile, transcriptsDir } from './transcripts.ts';
import type { SitePath } from '../routes.ts';
import { dataFileOf, registry, type ContentName, type Entry } from '../registry.ts';

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
  multiple?: boolean;
  value_type?: 'int';
  default?: string;
  date_format?: string;
  modes?: ('raw' | 'rich_text')[];
  time_format?: boolean;
  format?: string;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  max_length?: number;
}

/** editor/browser/checks.ts registers these widgets, and those below. */
export const countedWidgets = { string: 'counted-string', text: 'counted-text' } as const;

export const boundedList = 'bounded-list';

/** What *Insert a photo* writes: the form the renderer and the photo checks read (model/schema/markdown.ts). */
export const photoMarkdown = Object.assign((file: string) => `![${photoDescriptionPlaceholder}](${file})`, { widget: 'photo-markdown' });

export const siteDate = 'site-date';

export const insertPhotoLabel = 'Insert a photo';

export const photosFolder = 'content/photos';

export const notAPhotoWords = 'This file is not a photo the site can use: choose a JPEG, PNG, WebP or a phone’s HEIC photo';

export const placeKeptWords =
  'where this photo was taken cannot be taken out of it, so it is not sent: choose it again in the editor, which makes it a JPEG without its place';

/** Twice a 48-megapixel phone's. Read before decoding: a 42 KB HEIC may claim 1 GB of pixels. */
export const maxPhotoPixels = 100_000_000;

export const tooManyPixelsWords = ({ width, height }: { width: number; height: number }): string =>
  `is ${width.toLocaleString('en-GB')} × ${height.toLocaleString('en-GB')} pixels, more than the site takes (${maxPhotoPixels / 1_000_000} megapixels; a phone’s photo is 12 to 48)`;

export const localBackendPath = '/api/v1';

/** The owner's data files in the CMS's order, with the page of each (*View Live*); a tool's file is not among them. */
export const cmsFiles = Object.fromEntries(
  Object.entries(registry).flatMap(([name, entry]: [string, Entry]) =>
    entry.content?.cms ? [[dataFileOf(name as ContentName), { label: entry.content.cms, page: entry.content.shownOn ?? entry.route?.path ?? '/' }]] : [],
  ),
) as Partial<Record<keyof typeof dataFiles, { label: string; page: SitePath }>>;

const labelLength = 48;

/** Label: the description's opening words up to its first `.`, `:` or `;`; hint: the rest. Never the field's name. */
export function wordsOf(description = ''): { label: string; hint?: string } {
  const lead = /^(?:[^.:;(]|\([^)]*\))*/.exec(description)?.[0].trim() ?? '';
  const rest = description
    .slice(lead.length)
    .replace(/^[.:;]\s*/, '')
    .trim();
  if (!lead || lead.length > labelLength) return { label: description.trim() };
  return { label: lead, ...(rest ? { hint: rest.charAt(0).toUpperCase() + rest.slice(1) } : {}) };
}

const takesEmpty = (node: Node) => node.type === 'string' && !node.minLength && (node.pattern === undefined || new RegExp(node.pattern).test(''));

const isPhoto = (node: Node) => (node.anyOf ?? [node]).some((branch) => branch.properties?.file);

function photoFields(node: Node, present = true): CmsField[] {
  const [local, stock] = node.anyOf ?? [node];
  const upload: CmsField = {
    name: 'file',
    label: 'Your photo',
    widget: 'image',
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

/** Inside an optional group Decap would demand its required fields even when left empty: the schema decides. */
function fieldOf(name: string, node: Node, required: boolean): CmsField {
  const base = { name, ...wordsOf(node.description), ...(required ? {} : { required: false }) };
  if (isPhoto(node)) return { ...base, widget: 'object', fields: photoFields(node, required) };
  if (node.type === 'object') return { ...base, widget: 'object', fields: fieldsOf(node, required) };
  if (node.type === 'array') {
    const item = node.prefixItems?.[0] ?? (node.items || {});
    const limits = { ...(node.minItems === undefined ? {} : { min: node.minItems }), ...(node.maxItems === undefined ? {} : { max: node.maxItems }) };
    const listWidget = node.maxItems === undefined ? 'list' : boundedList;
    const one = item.description ? { label_singular: wordsOf(item.description).label } : {};
    if (item.type === 'object' || isPhoto(item)) {
      // Expanded: Decap's collapse buttons have no accessible name.
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
  // Raw Markdown: the rich-text mode would save what he types there escaped (\##).
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

function fieldsOf(node: Node, present = true): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) => fieldOf(name, child, present && required.has(name)));
}

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
    format: articleFormat,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
    // Decap's preview drew the article unstyled: *View Live* opens the page itself.
    editor: { preview: false },
    preview_path: 'blog/{{slug}}',
    fields: fieldsOf(jsonSchemaOf(articleFile)),
  };
}

const episodeOptions = (episodes: readonly { slug: string; title: string }[]) => episodes.map(({ slug, title }) => ({ label: title, value: slug }));

export const cmsTranscriptsLabel = 'Podcast transcripts';

/** The refresh's mark is kept (hidden), so a corrected transcript stays his. */
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

export function cmsCollection(episodes: readonly { slug: string; title: string }[] = []) {
  return {
    name: 'content',
    label: 'Site content',
    editor: { preview: false },
    format: dataFileFormat,
    files: Object.entries(cmsFiles).map(([file, { label, page }]) => ({
      name: file.replace(/^content\/|\.json$/g, ''),
      label,
      preview_path: page.replace(/^\//, ''),
      file,
      fields: fieldsOf(jsonSchemaOf(dataFiles[file as keyof typeof dataFiles])).map((field) =>
        file === 'content/podcast.json' ? leftOffField(field, episodes) : field,
      ),
    })),
  };
}
