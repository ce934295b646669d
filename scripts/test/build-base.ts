// `npm run build:base`: the site built for a sub-path (BASE_PATH=/oj), as GitHub Pages serves a
// project site, with every owner text and list at its schema's limit, into out-base/: one build
// for the sub-path journeys (e2e/*.basepath.spec.ts), the layout journeys at the content's limits
// (e2e/*.longest.spec.ts), the link check and the export tests that read it.
// - A show of a hundred and fifty episodes in seasons, some with transcripts and art, as the podcast
//   refresh stores it from its host on this machine: once whole, then again when the host keeps
//   only its latest fifty (scripts/test/sample-content.ts, `generatedShow`); one of them taken
//   off the site by the owner.
// - The content at its limits (scripts/test/longest-content.ts): every data file, two articles,
//   the terms and three episodes before the show's. Set in Inter, the typeface the owner may choose, so its download
//   and preload are checked too.
// - Every service whose texts show is on, so they are at their limits too: the privacy page (with
//   its parts on messages and statistics), the form's privacy note, the booking link. Nothing is
//   sent: the form is Netlify's (which posts to the site), and statistics ignore a visit to 127.0.0.1.
// - The owner's sample articles beside them (scripts/test/sample-content.ts), with their photo
//   his own, so Insights, its articles, their photos, cards and feed are checked under the sub-path.
// - A page `npm run new:page -- speaking` writes (scripts/tools/new-page.ts), as it writes it: a
//   page of text alone, with none of the shared sections, built, post-built, linked and mapped as
//   any other (tests/exports/new-page.export.test.ts).
// Built from a copy of the project (scripts/test/build-copy.ts), whose data files it changes.
// (Until 2026-11-26 the sub-path and the longest content were two builds: one is a minute less.)
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildInCopy } from './build-copy.ts';
import { longestContent } from './longest-content.ts';
import { serveShow } from './generated-show.ts';
import { editDataFile, generatedShow, keptByHost, leftOffEpisode, putLongestContent, putSampleContent } from './sample-content.ts';
import { putSampleFiles } from './sample-photos.ts';
import { newPage } from '../tools/new-page.ts';

const run = promisify(execFile);
const episodesFile = 'content/episodes.json';
const target = 'out-base';
await buildInCopy({
  work: '.base',
  target,
  env: { BASE_PATH: '/oj', CONTACT_ENDPOINT: 'netlify', PLAUSIBLE_DOMAIN: 'oj.example.com', BOOKING_URL: 'https://cal.com/oj-example/intro-call' },
  async prepare(work) {
    // The articles' photo is the owner's own: that one sample is in; the pages keep their stock photos.
    await putSampleFiles(work, ['team.jpg', 'draft-cover.jpg']);
    putSampleContent(work);
    // A show of some hundreds, as the weekly refresh stores it: all of it, then its latest alone.
    const show = await serveShow(generatedShow);
    try {
      for (const from of [1, generatedShow.size - keptByHost + 1]) {
        show.publish(from);
        const { stdout } = await run(process.execPath, ['scripts/refresh/podcast-refresh.ts'], {
          cwd: work,
          env: { ...process.env, PODCAST_FEED: show.feedUrl },
        });
        console.log(stdout.trim());
      }
    } finally {
      await show.close();
    }
    const stored = readFileSync(join(work, episodesFile), 'utf8');
    // Then every data file at its limit (the sample terms' text too) and the longest articles and
    // episodes, before the show's (whose addresses at their limits would be one).
    const files = longestContent((file) => readFileSync(join(work, file), 'utf8'), [episodesFile]);
    for (const [file, text] of Object.entries(files)) writeFileSync(join(work, file), text);
    // One episode of the show taken off the site by its owner, as the editor saves it.
    editDataFile(work, 'content/podcast.json', (podcast) => ({ ...podcast, leftOff: [`episode-${leftOffEpisode}-of-the-show`] }));
    editDataFile(work, 'content/settings.json', (settings) => ({ ...settings, typeface: 'Inter' }));
    putLongestContent(work, stored);
    newPage('speaking', work);
  },
});
console.log(`build:base: the site under /oj, its content at its limits, with sample articles and a new page, in ${target}/`);
