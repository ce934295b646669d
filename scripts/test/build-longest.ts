// `npm run build:longest`: the site with every owner text and list at its schema's limit
// (scripts/test/longest-content.ts), built into out-longest/ for the layout journeys
// (e2e/*.longest.spec.ts), from a copy of the project (scripts/test/build-copy.ts). Every service
// whose texts show is on, so they are at their limits too: the privacy page (with its parts on
// messages and statistics), the form's privacy note, the booking link; and every page of the
// owner's writing and show: two articles, the terms and three episodes, each text at its limit
// (scripts/test/sample-content.ts). Nothing is sent: the form is Netlify's (which posts to the
// site), and statistics ignore a visit to 127.0.0.1.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildInCopy } from './build-copy.ts';
import { longestContent } from './longest-content.ts';
import { putLongestContent } from './sample-content.ts';

const target = 'out-longest';
await buildInCopy({
  work: '.longest',
  target,
  env: { CONTACT_ENDPOINT: 'netlify', PLAUSIBLE_DOMAIN: 'oj.example.com', BOOKING_URL: 'https://cal.com/oj-example/intro-call' },
  prepare(work) {
    const files = longestContent((file) => readFileSync(file, 'utf8'));
    for (const [file, text] of Object.entries(files)) writeFileSync(join(work, file), text);
    // Set in Inter, the typeface the owner may choose: the longest texts in the wider font, and its download checked.
    const settings = join(work, 'content', 'settings.json');
    writeFileSync(settings, `${JSON.stringify({ ...JSON.parse(readFileSync(settings, 'utf8')), typeface: 'Inter' }, null, 2)}\n`);
    putLongestContent(work);
    console.log(`build:longest: ${Object.keys(files).length} data files, two articles and three episodes at their limits in ${work}/`);
  },
});
console.log(`build:longest: the site at its limits in ${target}/`);
