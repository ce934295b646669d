/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { articlesCollection, boundedList, cmsCollection, transcriptsCollection, wordsOf, type CmsField } from './cms';
import { refusalOf } from './cmsRefusal';
import { dataFiles } from './dataFiles';

// The CMS's configuration is generated from the schemas; these hold it to them, so what the
// owner is offered and refused in the editor is what the build accepts and refuses.

const collection = cmsCollection();
const entry = (file: string) => collection.files.find((f) => f.file === file);

/** The field at a path of names (`['ventures', 'status']`), through objects and lists. */
function fieldAt(fields: CmsField[] | undefined, [name, ...rest]: string[]): CmsField | undefined {
  const field = fields?.find((f) => f.name === name);
  if (!field || !rest.length) return field;
  return fieldAt(field.fields ?? (field.field ? [field.field] : undefined), rest);
}

const field = (file: string, path: string) => fieldAt(entry(file)?.fields, path.split('.'));

/** Every field, nested ones too. */
const allFields = (fields: CmsField[]): CmsField[] => fields.flatMap((f) => [f, ...allFields(f.fields ?? []), ...allFields(f.field ? [f.field] : [])]);

describe('the CMS configuration generated from the schemas', () => {
  it('has one entry per data file, in JSON, its fields in the schema’s order', () => {
    // Every data file the owner edits; the episodes, which the podcast refresh writes, are not his to edit.
    expect(collection.files.map((f) => f.file).sort()).toEqual(
      Object.keys(dataFiles)
        .filter((file) => file !== 'content/episodes.json')
        .sort(),
    );
    expect(collection.format).toBe('data-file');
    for (const f of collection.files) {
      const data = JSON.parse(readFileSync(f.file, 'utf8'));
      expect(f.fields.map((x) => x.name)).toEqual(Object.keys(data));
    }
  });

  it('names every field in the owner’s words, from its schema’s description: the opening words its label, the rest its hint', () => {
    expect(field('content/ventures.json', 'ventures.status')).toMatchObject({
      label: 'Where the venture stands',
      hint: 'Active, in development or planned.',
      widget: 'select',
      options: [
        { label: 'Active', value: 'active' },
        { label: 'In development', value: 'developing' },
        { label: 'Planned', value: 'planned' },
      ],
    });
    expect(field('content/home.json', 'metaDescription')).toMatchObject({ label: 'Description for search results', widget: 'counted-text', max_length: 170 });
    expect(field('content/site.json', 'callToAction.primary.href')).toMatchObject({
      label: 'Where the link goes',
      hint: expect.stringMatching(/^A page of your site as its address ends \(\/about\)/),
    });
    expect(wordsOf('Person quoted.')).toEqual({ label: 'Person quoted' });
    expect(wordsOf('Your scheduling page: on Cal.com (or Calendly). Empty: off.')).toEqual({
      label: 'Your scheduling page',
      hint: 'On Cal.com (or Calendly). Empty: off.',
    });
    expect(wordsOf('Year the venture was founded (2015).')).toEqual({ label: 'Year the venture was founded (2015)' });
  });

  it('labels no field with a programmer’s word or a sentence too long to read at a glance', () => {
    const labels = collection.files
      .flatMap((f) => allFields(f.fields))
      .filter((f) => f.widget !== 'hidden')
      .map((f) => f.label);
    expect(labels.length).toBeGreaterThan(250);
    expect(labels.filter((label) => label.length > 48 || /\b(href|slug|h1|iso|px|id|eyebrow|url|cta)\b/i.test(label) || /\b[a-z]+[A-Z]/.test(label))).toEqual(
      [],
    );
  });

  it('speaks no programmer’s words in a label, hint or option (a build variable, a command, a file, an ISO form, a CSS or code term), and offers every fixed choice by its name', () => {
    const fields = [...collection.files.flatMap((f) => allFields(f.fields)), ...allFields(articlesCollection().fields)].filter((f) => f.widget !== 'hidden');
    const options = fields.flatMap((f) => f.options ?? []);
    const words = [...fields.flatMap((f) => [f.label, f.hint ?? '']), ...options.map((option) => (typeof option === 'string' ? option : option.label))];
    const programmers = [
      /\b[A-Z]+_[A-Z_]+\b/,
      /\bnpm\b/,
      /\bcontent\//,
      /\.(json|ts|tsx|md|yml)\b/,
      /\bPT\d/,
      /\bhex\b/i,
      /canonical/i,
      /accessible name/i,
      /javascript/i,
      /spam trap/i,
      /\bglyph\b/i,
      /\d ?KB\b/,
      /\b(CSS|HTML|URL|API|JSON|YAML|ISO)\b/,
      /\(\d+:\d+\)/,
      /space kept/i,
      /\(#[a-z]/,
    ];
    expect(words.length).toBeGreaterThan(500);
    expect(words.filter((text) => programmers.some((pattern) => pattern.test(text)))).toEqual([]);
    expect(options.filter((option) => typeof option === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(option))).toEqual([]);
  });

  it('holds the specification’s counts as list minimum and maximum', () => {
    // A list with a most: Decap's list without its Add button once full (editor/browser/checks.ts).
    expect(field('content/about.json', 'milestones')).toMatchObject({ widget: boundedList, min: 4, max: 4 });
    expect(field('content/about.json', 'journey')).toMatchObject({ widget: boundedList, label_singular: 'A paragraph of the story', collapsed: false });
    expect(field('content/ventures.json', 'ventures')).toMatchObject({ min: 8, max: 8 });
    expect(field('content/services.json', 'services.features')).toMatchObject({
      widget: boundedList,
      min: 4,
      max: 4,
      field: { widget: 'counted-string', max_length: 80 },
    });
    expect(field('content/ventures.json', 'ventures.features')).toMatchObject({ min: 1, max: 6 });
    expect(field('content/contact.json', 'serviceOptions.value')?.options?.map((option) => (typeof option === 'string' ? option : option.value))).toEqual([
      'general',
      'ma',
      'transformation',
      'mentorship',
      'speaking',
      'consulting',
    ]);
  });

  it('marks what is optional as optional, also inside an optional group', () => {
    expect(field('content/ventures.json', 'ventures.website')).toMatchObject({ required: false });
    expect(field('content/ventures.json', 'ventures.name')?.required).toBeUndefined();
    expect(field('content/ventures.json', 'vision.secondary')).toMatchObject({ required: false });
    expect(field('content/ventures.json', 'vision.secondary.label')).toMatchObject({ required: false });
    // Settings that are off while empty may be left empty.
    for (const path of ['analytics.domain', 'analytics.endpoint', 'booking.url', 'podcastFeed']) {
      expect(field('content/settings.json', path)).toMatchObject({ required: false });
    }
    expect(field('content/settings.json', 'booking.label')?.required).toBeUndefined();
  });

  it('leaves a text’s length, plain-text rule and format to the build’s own check, which names the one rule broken, in the form’s words', () => {
    expect(allFields(cmsCollection().files.flatMap((file) => file.fields)).filter((f) => 'pattern' in f)).toEqual([]);
    const data = JSON.parse(readFileSync('content/testimonials.json', 'utf8'));
    const refusedAs = (company: string) =>
      refusalOf('content/testimonials.json', { ...data, testimonials: [{ ...data.testimonials[0], company }, ...data.testimonials.slice(1)] })?.fields.map(
        ({ text }) => text,
      );
    expect(refusedAs('x'.repeat(60))).toBeUndefined();
    expect(refusedAs('x'.repeat(61))).toEqual([
      expect.stringMatching(/^“[^”]+”, in the 1st of “[^”]+” \(“[^”]+”\): must be at most 60 characters; got 61 characters\.$/),
    ]);
    expect(refusedAs('<b>Acme</b>')).toEqual([expect.stringMatching(/: must be plain text, not markup\.$/)]);
  });

  it('uploads photos into content/photos/, with the alt text beside them; decorative photos keep theirs empty', () => {
    const portrait = field('content/testimonials.json', 'testimonials.image');
    expect(portrait?.fields?.map((f) => f.name)).toEqual(['file', 'src', 'width', 'height', 'alt']);
    expect(fieldAt(portrait?.fields, ['file'])).toMatchObject({ widget: 'image', media_folder: '/content/photos', required: false });
    expect(fieldAt(portrait?.fields, ['alt'])?.required).toBeUndefined();
    expect(fieldAt(field('content/about.json', 'image')?.fields, ['alt'])).toMatchObject({ widget: 'hidden', default: '' });
  });
});

describe('the articles’ collection', () => {
  const collection = articlesCollection();

  it('writes one Markdown file per article into content/insights/, named from its title, with the build’s own writer', () => {
    expect(collection).toMatchObject({
      folder: 'content/insights',
      extension: 'md',
      format: 'article',
      create: true,
      delete: true,
      slug: '{{slug}}',
      preview_path: 'blog/{{slug}}',
    });
  });

  it('asks for the article schema’s fields: title, date, summary, an optional cover, the draft switch and the text in Markdown', () => {
    expect(collection.fields.map((f) => [f.name, f.widget, f.required ?? true])).toEqual([
      ['title', 'counted-string', true],
      ['date', 'site-date', true],
      ['summary', 'counted-text', true],
      ['cover', 'object', false],
      ['draft', 'boolean', false],
      ['body', 'photo-markdown', true],
    ]);
    // Markdown as typed, with its button that inserts a photo uploaded into content/photos/, by its file name alone.
    expect(collection.fields.find((f) => f.name === 'body')).toMatchObject({ modes: ['raw'], media_folder: '/content/photos', public_folder: '' });
    const cover = collection.fields.find((f) => f.name === 'cover');
    expect(cover?.fields?.map((f) => [f.name, f.widget, f.required ?? true])).toEqual([
      ['file', 'image', false],
      ['alt', 'counted-text', false],
    ]);
  });
});

describe('the transcripts’ collection', () => {
  const collection = transcriptsCollection([{ slug: 'carve-outs-day-one', title: 'Carve-outs: Day 1' }]);

  it('writes one file per episode into content/transcripts/, named by the episode he picks by its title, previewed on its page', () => {
    expect(collection).toMatchObject({
      label: 'Podcast transcripts',
      folder: 'content/transcripts',
      extension: 'json',
      format: 'json',
      create: true,
      delete: true,
      slug: '{{episode}}',
      preview_path: 'podcast/{{slug}}/transcript',
    });
    expect(collection.fields.map((f) => [f.name, f.widget, f.required ?? true])).toEqual([
      ['episode', 'select', true],
      ['text', 'counted-text', true],
      ['fromFeed', 'hidden', false],
    ]);
    expect(collection.fields[0]?.options).toEqual([{ label: 'Carve-outs: Day 1', value: 'carve-outs-day-one' }]);
    // How to write one, in his words: who speaks, and the time that lets a visitor play from there.
    expect(collection.fields[1]?.hint).toMatch(/Maria Keller: …\), after the time it starts in brackets if you like \(\[12:05\]\)/);
  });
});

describe('the episodes off the site', () => {
  it('are picked by title among every stored episode, several at once, and may be none', () => {
    const episodes = [
      { slug: 'carve-outs-day-one', title: 'Carve-outs: Day 1' },
      { slug: 'a-pulled-episode', title: 'A pulled episode' },
    ];
    const podcast = cmsCollection(episodes).files.find(({ file }) => file === 'content/podcast.json');
    expect(podcast?.fields.at(-1)).toMatchObject({
      name: 'leftOff',
      label: 'Episodes off the site',
      widget: 'select',
      multiple: true,
      required: false,
      options: [
        { label: 'Carve-outs: Day 1', value: 'carve-outs-day-one' },
        { label: 'A pulled episode', value: 'a-pulled-episode' },
      ],
    });
    expect(podcast?.fields.at(-1)?.hint).toMatch(/^Each one picked here has no page/);
  });
});
