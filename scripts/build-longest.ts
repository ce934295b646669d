// `npm run build:longest`: the site with every owner text and list at its schema's limit
// (scripts/longest-content.ts), built into out-longest/ for the layout journeys
// (e2e/*.longest.spec.ts), from a copy of the project (scripts/build-copy.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildInCopy } from './build-copy.ts';
import { longestContent } from './longest-content.ts';

const target = 'out-longest';
await buildInCopy({
  work: '.longest',
  target,
  prepare(work) {
    const files = longestContent((file) => readFileSync(file, 'utf8'));
    for (const [file, text] of Object.entries(files)) writeFileSync(join(work, file), text);
    console.log(`build:longest: ${Object.keys(files).length} data files at their limits in ${work}/`);
  },
});
console.log(`build:longest: the site at its limits in ${target}/`);
