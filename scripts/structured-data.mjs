// Post-build: inline the home page's JSON-LD (built from content/ by app/structured-data.json)
// into <head> of index.html, where crawlers read it, without a second copy in the React payload.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const marker = '<script type="application/ld+json" id="structured-data">';

/** The page with the JSON-LD block at the end of <head>, replacing one added before. */
export function withJsonLd(html, json) {
  JSON.parse(json); // refuse anything that is not JSON
  if (json.includes('<')) throw new Error('JSON-LD must have "<" escaped');
  const cleaned = html.replace(/<script type="application\/ld\+json" id="structured-data">[\s\S]*?<\/script>/, '');
  return cleaned.replace('</head>', `${marker}${json}</script></head>`);
}

/** Inlines `structured-data.json` of an export into its home page. */
export function inlineStructuredData(outDir) {
  const source = join(outDir, 'structured-data.json');
  if (!existsSync(source)) throw new Error(`${source} is missing`);
  const page = join(outDir, 'index.html');
  writeFileSync(page, withJsonLd(readFileSync(page, 'utf8'), readFileSync(source, 'utf8')));
}
