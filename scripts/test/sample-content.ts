// The owner's writing for the all-services variant (`npm run build:delivery`): sample articles
// (./insights/: a cover and photo, every kind of Markdown, a draft, and hostile text that must
// stay inert) and a terms text, put into the variant's copy of the project as the owner would
// write them in the CMS, so Insights, its articles and the terms are pages there.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The sample articles, as files of content/insights/. */
export const sampleInsights = 'scripts/test/insights';

/** The terms text the variant's content/terms.json holds. */
export const sampleTerms = `## Using this site

This site is **information**, not advice. Nothing here forms a contract until we both sign one.

## Engagements

1. Every engagement starts with a written statement of work.
2. Fees and expenses are agreed in writing before work starts.

Questions: [write to me](/contact).`;

/** Puts the sample articles and terms into the project copy at `work`. */
export function putSampleContent(work: string) {
  cpSync(sampleInsights, join(work, 'content/insights'), { recursive: true });
  const termsFile = join(work, 'content/terms.json');
  writeFileSync(termsFile, `${JSON.stringify({ ...JSON.parse(readFileSync(termsFile, 'utf8')), text: sampleTerms }, null, 2)}\n`);
}
