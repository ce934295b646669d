// `npm run build:base`: the site built for a sub-path (BASE_PATH=/oj), as GitHub Pages serves a
// project site, into out-base/ for the sub-path journeys (e2e/*.basepath.spec.ts) and the link
// check; with the owner's sample articles and terms (scripts/test/sample-content.ts), so that
// Insights, its articles, their photos, cards and feed are checked under the sub-path too; and
// with a page `npm run new:page -- speaking` writes (scripts/tools/new-page.ts), as it writes it:
// a page of text alone, with none of the shared sections, built, post-built, linked and mapped
// as any other (tests/exports/new-page.export.test.ts). Built from a copy of the project (scripts/test/build-copy.ts), whose data files it changes.
import { buildInCopy } from './build-copy.ts';
import { putSampleContent } from './sample-content.ts';
import { putSampleFiles } from './sample-photos.ts';
import { newPage } from '../tools/new-page.ts';

const target = 'out-base';
await buildInCopy({
  work: '.base',
  target,
  env: { BASE_PATH: '/oj' },
  async prepare(work) {
    // The articles' photo is the owner's own: that one sample is in; the pages keep their stock photos.
    await putSampleFiles(work, ['team.jpg']);
    putSampleContent(work);
    newPage('speaking', work);
  },
});
console.log(`build:base: the site under /oj, with sample articles and terms, in ${target}/`);
