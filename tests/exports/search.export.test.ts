/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { within } from '@testing-library/dom';
import { playerWords } from '#model/episodeWords.ts';
import { exportedFile, exportedPage } from './exported';

// The search index as each export ships it (scripts/pipeline/postbuild/search-index.ts): made of the
// pages a crawler reads, loaded by the search page alone, whose policy alone lets it run. The
// journeys search it in a browser (e2e/search.delivery.spec.ts).

const exports = ['out', 'out-delivery', 'out-base'];

/** Every page the index holds, as Pagefind stored it: its address and its words (a fragment is `pagefind_dcd` and JSON, gzipped). */
function indexed(dir: string): { url: string; content: string; meta: Record<string, string> }[] {
  const folder = join(dir, 'pagefind/fragment');
  return readdirSync(folder).map((file) =>
    JSON.parse(
      gunzipSync(readFileSync(join(folder, file)))
        .toString('utf8')
        .replace(/^pagefind_dcd/, ''),
    ),
  );
}

/** Every HTML file of an export, by its path in it. */
const htmlFiles = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

describe.each(exports)('%s/', (dir) => {
  it('indexes every page a crawler reads, by its address: never the not-found page, a draft, or the search page itself', () => {
    const urls = indexed(dir).map(({ url }) => url);
    expect(urls).toEqual(expect.arrayContaining(['/', '/about', '/services', '/ventures', '/contact']));
    expect(urls.filter((url) => /^\/(404|search|admin|message-sent)$|draft/.test(url))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lets the index (WebAssembly) run where the search runs: its page, and a page with a player (a search there, while it plays, is the same document)', () => {
    const pages = htmlFiles(dir).map((file) => ({ file, html: readFileSync(join(dir, file), 'utf8') }));
    const wasm = pages.filter(({ html }) => /script-src[^;"]*'wasm-unsafe-eval'/.test(html)).map(({ file }) => file);
    const players = pages.filter(({ html }) => /<audio id="episode-audio"/.test(html)).map(({ file }) => file);
    expect(wasm.sort()).toEqual(['search.html', ...players].sort());
    expect(exportedFile('pagefind/pagefind.js', dir).length).toBeGreaterThan(1000);
    // Only what the site's own page uses: none of Pagefind's ready-made interfaces.
    expect(readdirSync(join(dir, 'pagefind')).filter((file) => /ui|highlight/.test(file))).toEqual([]);
  });

  it('has the search page alone ask for what a first search needs with itself: files of this index, its entry under this index’s tag', () => {
    const preloads = (file: string) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/<link rel="(?:module)?preload"[^>]* href="[^"]*\/pagefind\/([^"]+)"/g)].map(([, name]) => name!);
    const asked = preloads('search.html');
    const meta = readdirSync(join(dir, 'pagefind')).find((file) => file.endsWith('.pf_meta'));
    expect(asked).toEqual(
      expect.arrayContaining(['pagefind.js', `wasm.en.pagefind`, meta, `pagefind-entry.json?ts=${/_([0-9a-f]+)\./.exec(meta ?? '')?.[1]}`]),
    );
    for (const name of asked) expect(exportedFile(`pagefind/${name.replace(/\?.*/, '')}`, dir).length).toBeGreaterThan(0);
    expect(htmlFiles(dir).filter((file) => file !== 'search.html' && preloads(file).length)).toEqual([]);
  });
});

describe('the all-services export’s index', () => {
  const pages = indexed('out-delivery');
  const at = (url: string) => pages.find((page) => page.url === url);

  it('holds the articles, the episodes and what is said in them, each with its title, kind and date', () => {
    expect(at('/blog/day-one-is-not-the-finish-line')?.meta).toMatchObject({
      title: 'Day 1 Is Not the Finish Line',
      kind: 'Article',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(at('/podcast/carve-outs-day-1-the-100-days-after')?.meta).toMatchObject({ kind: 'Episode', date: '2026-11-16' });
    const transcript = pages.find(({ content }) => content.includes('quarterbacking the cutover weekend'));
    expect(transcript?.url).toMatch(/^\/podcast\/when-the-integration-plan-meets-reality\/transcript(\/\d+)?$/);
    expect(transcript?.meta).toMatchObject({
      kind: 'Transcript',
      title: expect.stringMatching(/^Transcript: When the Integration Plan Meets Reality \(part \d of \d\)$/),
    });
    // Not the parts every page repeats: the call to action, the older and newer episodes.
    expect(at('/podcast/carve-outs-day-1-the-100-days-after')?.content).not.toMatch(/Ready to Lead|Older episode/);
    // Nor the player's own words: an excerpt is what was said or written.
    const controls = [playerWords.back, playerWords.forward, playerWords.momentLink];
    expect(pages.filter(({ content }) => controls.some((words) => content.includes(words))).map(({ url }) => url)).toEqual([]);
    expect(pages.some(({ content }) => content.includes('Half a thought'))).toBe(false);
  });
});

it('is linked from every page’s footer, and says without JavaScript where to look instead', () => {
  for (const path of ['/', '/about', '/contact']) {
    expect(within(exportedPage(path).querySelector('footer')!).getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
  }
  const noscript = exportedPage('/search', 'out-delivery').querySelector('noscript')?.textContent ?? '';
  expect(noscript).toContain('Search runs in your browser, which needs JavaScript.');
  expect(noscript).toMatch(/href="\/blog"|the articles/);
});

it('is in every page’s header where the owner sets it so (the all-services export), and in none as shipped', () => {
  for (const path of ['/', '/about', '/podcast/carve-outs-day-1-the-100-days-after/transcript', '/blog']) {
    const header = exportedPage(path, 'out-delivery').querySelector('header')!;
    expect([path, within(header).getByRole('link', { name: 'Search' }).getAttribute('href')]).toEqual([path, '/search']);
  }
  for (const path of ['/', '/about', '/contact'])
    expect(within(exportedPage(path).querySelector('header')!).queryByRole('link', { name: 'Search' })).toBeNull();
});
