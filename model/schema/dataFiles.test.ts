/**
 * @jest-environment node
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDataFiles, ownerProblems } from './checkDataFiles';
import { dataFiles, problemsOf } from './dataFiles';
import { loadData } from './load';
import { routes, unbuiltPaths } from '../routes';

// What the owner reads when an edit breaks a rule: one line per problem, naming the file, the
// field and what was expected. The build prints these before `next build` starts
// (scripts/pipeline/prebuild.ts); `next dev` shows the same lines (loadData).

type File = keyof typeof dataFiles;
/** The specification's copy of a data file where it has one (tests/spec/), whose names the lines below quote; the owner's own changes in his editor. */
const read = (file: File): unknown => JSON.parse(readFileSync(existsSync(join('tests/spec', file)) ? join('tests/spec', file) : file, 'utf8'));

/** The problems after `edit` changes a copy of `file`'s data (untyped: the edits break the schema on purpose). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function problemsAfter(file: File, edit: (data: any) => void): string[] {
  const data = read(file);
  edit(data);
  return problemsOf(file, JSON.stringify(data, null, 2), dataFiles[file]);
}

describe('the data files', () => {
  it('all meet their schemas as they are', () => {
    expect(checkDataFiles()).toEqual([]);
  });

  it('name the file, the field, what was expected and what was found', () => {
    expect(problemsAfter('content/ventures.json', (data) => (data.ventures[3].status = 'retired'))).toEqual([
      'content/ventures.json: ventures[3].status (the 4th in ventures, “iRate Movies”): expected one of active, developing, planned; got "retired"',
    ]);
    expect(problemsAfter('content/about.json', (data) => data.milestones.push(data.milestones[0]))).toEqual([
      'content/about.json: milestones: must have exactly 4 entries; got 5 entries',
    ]);
    expect(problemsAfter('content/podcast.json', (data) => (data.episodes[0].date = '14/09/2026'))).toEqual([
      'content/podcast.json: episodes[0].date (the 1st in episodes, “Day 1 Is a Beginning, Not a Finish Line”): must be a date written 2026-09-14; got "14/09/2026"',
    ]);
  });

  it('say every problem of a file at once, one line each', () => {
    const problems = problemsAfter('content/testimonials.json', (data) => {
      data.testimonials[0].text = '';
      delete data.testimonials[1].name;
      data.testimonials[2].company = '<b>Acme</b>';
      data.testimonials[2].text = 'x'.repeat(400);
      data.testimonials[0].image.src = 'https://example.com/x.jpg';
    });
    expect(problems).toEqual([
      'content/testimonials.json: testimonials[0].text (the 1st in testimonials, “Sarah Mitchell”): must not be empty',
      'content/testimonials.json: testimonials[0].image.src (the 1st in testimonials, “Sarah Mitchell”): must be an address on https://images.unsplash.com/; got "https://example.com/x.jpg"',
      'content/testimonials.json: testimonials[1].name (the 2nd in testimonials): is missing: expected text',
      'content/testimonials.json: testimonials[2].company (the 3rd in testimonials, “Priya Raman”): must be plain text, not markup; got "<b>Acme</b>"',
      'content/testimonials.json: testimonials[2].text (the 3rd in testimonials, “Priya Raman”): must be at most 320 characters; got 400 characters',
    ]);
  });

  it('hold the specification’s fixed sets: the services and their order, four features each, unique venture ids', () => {
    expect(problemsAfter('content/services.json', (data) => data.services.reverse())).toEqual([
      'content/services.json: services: the services must be, in order: ma, transformation, mentorship, speaking, advisory, consulting; got 6 entries',
    ]);
    expect(problemsAfter('content/services.json', (data) => data.services[1].features.pop())).toEqual([
      expect.stringMatching(/^content\/services\.json: services\[1\]\.features \(the 2nd in services, “Tech & Digital Transformation”\): /),
    ]);
    expect(problemsAfter('content/ventures.json', (data) => (data.ventures[1].id = data.ventures[0].id))).toEqual([
      'content/ventures.json: ventures[1].id (the 2nd in ventures, “Project Career”): “oj-solutions” is already the short name of the 1st venture, “OJ Solutions”: choose another; got "oj-solutions"',
    ]);
  });

  it('hold the page texts: the form’s options and placeholders, alt texts, contact details', () => {
    expect(problemsAfter('content/contact.json', (data) => data.serviceOptions.push({ value: 'general', label: 'Other' }))).toEqual([
      'content/contact.json: serviceOptions: must have exactly 6 entries; got 7 entries',
    ]);
    expect(problemsAfter('content/contact.json', (data) => (data.serviceOptions[4] = { value: 'advisory', label: 'Advisory' }))).toEqual([
      'content/contact.json: serviceOptions[4].value (the 5th in serviceOptions, “Advisory”): expected one of general, ma, transformation, mentorship, speaking, consulting; got "advisory"',
    ]);
    expect(problemsAfter('content/contact.json', (data) => (data.form.charactersLeft = 'Characters left'))).toEqual([
      'content/contact.json: form.charactersLeft: must keep {count}, where the site puts the number; got "Characters left"',
    ]);
    expect(problemsAfter('content/testimonials.json', (data) => (data.testimonials[1].image.alt = ''))).toEqual([
      'content/testimonials.json: testimonials[1].image.alt (the 2nd in testimonials, “David Okafor”): must not be empty',
    ]);
    expect(problemsAfter('content/about.json', (data) => (data.image.alt = 'A meeting room'))).toEqual([
      'content/about.json: image.alt: must be empty: this photo is decorative; got "A meeting room"',
    ]);
    expect(problemsAfter('content/site.json', (data) => (data.emails[1].address = 'bookings at oj'))).toEqual([
      'content/site.json: emails[1].address (the 2nd in emails): must be an email address such as hello@example.com; got "bookings at oj"',
    ]);
  });

  it('say where a file is not valid JSON: its line and column', () => {
    const broken = '{\n  "stats": [\n    { "value": "15+", }\n  ]\n}';
    expect(problemsOf('content/home.json', broken, dataFiles['content/home.json'])).toEqual([
      expect.stringMatching(/^content\/home\.json: line 3, column \d+: not valid JSON: /),
    ]);
  });

  it('stop a page that reads an invalid file with the same lines, as next dev shows them', () => {
    const data = read('content/ventures.json');
    expect(() => loadData('content/ventures.json', data, dataFiles['content/ventures.json'])).not.toThrow();
    expect(() => loadData('content/home.json', { stats: [] }, dataFiles['content/home.json'])).toThrow(
      'content/home.json: stats: must have exactly 4 entries; got 0 entries',
    );
  });

  it('refuse invisible and direction-changing characters, text of spaces alone, and links that leave the site by a path', () => {
    expect(problemsAfter('content/site.json', (data) => (data.name = 'Olu \u202EnosnhoJ'))).toEqual([
      'content/site.json: name: must not hold an invisible or direction-changing character (U+202E at character 5): retype the text around it; got "Olu \u202EnosnhoJ"',
    ]);
    for (const hidden of ['\u200B', '\u0007', '\u2066', '\uFEFF'])
      expect(problemsAfter('content/site.json', (data) => (data.tagline = `Global${hidden} Leader`))).toHaveLength(1);
    expect(problemsAfter('content/site.json', (data) => (data.tagline = 'Global Project Leader 🌍 👩‍💻'))).toEqual([]); // emoji, joiners and all
    expect(problemsAfter('content/site.json', (data) => (data.tagline = '   '))).toEqual(['content/site.json: tagline: must not be only spaces; got "   "']);
    for (const href of ['//evil.example/', '/\\evil.example']) {
      expect(problemsAfter('content/site.json', (data) => (data.callToAction.primary.href = href))).toEqual([
        expect.stringMatching(/^content\/site\.json: callToAction\.primary\.href: must be a path on this site \(\/about\)/),
      ]);
    }
  });
});

describe('links to the site’s own pages', () => {
  it('lead to a page the site has, and a section it has: a mistyped one is refused at its field, naming the pages', () => {
    for (const href of ['/contact', '/services#ma', '/podcast', '/blog/an-article', '/terms']) {
      expect([href, problemsAfter('content/site.json', (data) => (data.callToAction.primary.href = href))]).toEqual([href, []]);
    }
    expect(problemsAfter('content/site.json', (data) => (data.callToAction.primary.href = '/contakt'))).toEqual([
      // Every page the site can have, as the registry lists them (a page new:page adds among them).
      `content/site.json: callToAction.primary.href: leads to /contakt, which is no page of the site: write one of ${[...routes.map(({ path }) => path), ...unbuiltPaths].join(', ')}; got "/contakt"`,
    ]);
    expect(problemsAfter('content/home.json', (data) => (data.hero.primary.href = '/services#mergers'))).toEqual([
      'content/home.json: hero.primary.href: leads to #mergers, which /services has no section of: write one of /services#ma, /services#transformation, /services#mentorship, /services#speaking, /services#advisory, /services#consulting; got "/services#mergers"',
    ]);
  });
});

describe('links to pages the site does not have yet', () => {
  it('are refused while the page is the not-found page, saying when it appears, and naming only the pages there are', () => {
    const root = mkdtempSync(join(tmpdir(), 'links-now-'));
    cpSync('content', join(root, 'content'), { recursive: true });
    const site = JSON.parse(readFileSync(join(root, 'content/site.json'), 'utf8'));
    site.callToAction.primary.href = '/terms';
    writeFileSync(join(root, 'content/site.json'), JSON.stringify(site));
    const there = ['/', '/about', '/services', '/ventures', '/contact', '/search', '/podcast'];
    expect(checkDataFiles(root, there)).toEqual([
      'content/site.json: callToAction.primary.href: leads to /terms, which the site has only once the terms have a text: write one of /, /about, /services, /ventures, /contact, /search, /podcast; got "/terms"',
    ]);
    expect(ownerProblems(root, there)).toEqual([
      expect.stringMatching(
        /leads to \/terms, which the site has only once the terms have a text: write one of \/, \/about, \/services, \/ventures, \/contact, \/search, \/podcast/,
      ),
    ]);
    expect(checkDataFiles(root, [...there, '/terms'])).toEqual([]);
    expect(checkDataFiles(root)).toEqual([]); // the pages not known: any page the site can have
  });
});

describe('a failed build, as a host shows it', () => {
  it('says each problem in the editor’s words first: the entry, the field, the list entry, what to do; never a data path', () => {
    const root = mkdtempSync(join(tmpdir(), 'owner-problems-'));
    cpSync('content', join(root, 'content'), { recursive: true });
    const ventures = read('content/ventures.json') as { ventures: { status: string; name: string }[] };
    ventures.ventures[3]!.status = 'paused';
    writeFileSync(join(root, 'content/ventures.json'), JSON.stringify(ventures));
    const [line, ...more] = ownerProblems(root);
    expect(more).toEqual([]);
    expect(line).toMatch(
      new RegExp(`^Ventures: “[^”]+”, in the 4th of “[^”]+” \\(“${ventures.ventures[3]!.name}”\\): expected one of active, developing, planned\\.$`),
    );
    expect(line).not.toMatch(/ventures\[3\]|content\/|\.json/);
    expect(checkDataFiles(root)).toEqual([expect.stringMatching(/^content\/ventures\.json: ventures\[3\]\.status/)]);
  });
});
