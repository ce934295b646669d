// `npm run build:base`: the site under a sub-path (BASE_PATH=/oj, as GitHub Pages serves a project)
// with every owner text and list at its schema's limit, into out-base/, for the sub-path and longest
// journeys, the link check and their export tests: a show of 150 episodes as the refresh stores it,
// the content at its limits set in Inter, every service whose texts show, the sample articles, and a
// page `npm run new:page` writes. Built from a copy of the project.
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
    // Every data file at its limit and the longest articles and episodes, before the show's.
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
