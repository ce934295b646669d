import { axeViolations } from './axe';
import { served } from '../playwright.config';
import { colorSchemes, expect, showIntent, test, waitForHydration } from './fixtures';

test.use({ baseURL: served.delivery }); // the all-services export (out-delivery/): articles, a draft, the show with transcripts

// Search as a visitor uses it, in the all-services export: what only a browser shows (the index
// loaded on the first search, results announced, the bytes a search costs). What the index holds
// and which page may run it is the Jest tests' over the export (tests/exports/search.export.test.ts).

const searchbox = (page: import('@playwright/test').Page) => page.getByRole('searchbox', { name: 'Search the site' });

/** Searches as a visitor does: types the words, presses Enter. */
async function search(page: import('@playwright/test').Page, words: string) {
  await searchbox(page).fill(words);
  await page.keyboard.press('Enter');
}

test('a reader of any other page downloads nothing of the index; the search page asks for what a search needs as it comes, a search only its results', async ({
  page,
}) => {
  const index: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) index.push(new URL(request.url()).pathname.replace('/pagefind/', ''));
  });
  for (const path of ['/', '/blog/leading-through-change', '/podcast/when-the-integration-plan-meets-reality/transcript']) {
    await page.goto(path);
    await page.mouse.wheel(0, 600); // an intent: the page's scripts come, never the index
    await page.keyboard.press('Tab');
  }
  await page.waitForLoadState('networkidle');
  expect(index).toEqual([]);
  // The search page: Pagefind's script, entry, WebAssembly and metadata, and this small index whole, each once, and nothing of any result.
  await page.goto('/search');
  await page.waitForLoadState('networkidle');
  const arrived = index.filter((file) => !file.startsWith('index/'));
  expect(arrived).toHaveLength(4);
  expect(arrived).toEqual(
    expect.arrayContaining(['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind', expect.stringMatching(/^pagefind\.en_[0-9a-f]+\.pf_meta$/)]),
  );
  expect(index.filter((file) => file.startsWith('index/')).length).toBeGreaterThan(0);
  // Words only the transcript holds: its page, as an episode transcript, with its date; announced.
  await search(page, 'quarterbacking the cutover weekend');
  await expect(page.getByRole('status')).toHaveText('1 result for “quarterbacking the cutover weekend”');
  const [result] = await page.getByRole('list', { name: 'Results' }).getByRole('listitem').all();
  await expect(result!.getByRole('heading', { level: 2 })).toHaveText(/^Transcript: When the Integration Plan Meets Reality \(part \d of \d\)$/);
  await expect(result!).toContainText('Episode transcript · 2 November 2026');
  await expect(result!.locator('mark').first()).toHaveText(/quarterbacking/i);
  // Pagefind's script and WebAssembly, its entry and metadata, and a few chunks: never the whole index (its bytes: the budget's, scripts/measure/search-bytes.ts).
  expect(index.length).toBeLessThan(12);
  expect(index.filter((url) => /pagefind-ui|highlight/.test(url))).toEqual([]);
  await result!.getByRole('link').click();
  await expect(page.getByRole('main')).toContainText('quarterbacking the cutover weekend');
});

test('finds an article by its text, never a draft, and says when nothing matches', async ({ page }) => {
  await page.goto('/search');
  await search(page, 'careless paste');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('link', { name: 'Day 1 Is Not the Finish Line' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Results' })).toContainText('Article · ');
  // The draft's own words: it is no page, so nothing finds it.
  await search(page, 'Half a thought');
  await expect(page.getByRole('status')).toHaveText('Nothing matches “Half a thought”. Try fewer or other words.');
  await expect(page.getByRole('list', { name: 'Results' })).toHaveCount(0);
  // The query stays in the address, for a search to be shared (run on arrival: below).
  await search(page, 'careless paste');
  await expect(page).toHaveURL(/\?q=careless\+paste$/);
});

test.describe('a search shared', () => {
  test.use({ awaitHydration: false }); // arrived at, nothing pressed or moved

  test('runs on arrival, untouched, and costs what Pagefind needs: none of the page’s own scripts, then or at the next search', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !request.url().includes('/pagefind/')) scripts.push(request.url());
    });
    await page.goto('/search?q=careless+paste');
    await expect(searchbox(page)).toHaveValue('careless paste');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “careless paste”$/);
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('link', { name: 'Day 1 Is Not the Finish Line' })).toBeVisible();
    // More words, typed into the box (components/SiteSearch/searchOnPage.ts).
    await search(page, 'carve-outs');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “carve-outs”$/);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    // The page's scripts, come on another intent, leave the results as drawn (and say nothing of them: the fixture's console check).
    await showIntent(page);
    await waitForHydration(page);
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “carve-outs”$/);
  });
});

test('says how many pages match, shows more on request with the first of them focused, and opens a transcript’s result at the turn that says it', async ({
  page,
}) => {
  await page.goto('/search?q=the');
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^\d+ results for “the”$/);
  const count = Number((await status.textContent())?.split(' ')[0]);
  expect(count).toBeGreaterThan(20);
  const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(results).toHaveCount(20);
  await page.getByRole('button', { name: `Show ${Math.min(20, count - 20)} more` }).click();
  await expect(results).toHaveCount(Math.min(40, count));
  await expect(results.nth(20).getByRole('link')).toBeFocused();
  // A transcript's words: its result opens the part at the turn that says them, which plays from there.
  await search(page, 'transitional service agreements');
  const transcript = page.getByRole('list', { name: 'Results' }).getByRole('link', { name: /^Transcript: Carve-outs/ });
  // At the time the words are said (1:05, inside the turn that starts at 0:09), not the turn's start.
  await expect(transcript).toHaveAttribute('href', '/podcast/carve-outs-day-1-the-100-days-after/transcript#t=65');
  await transcript.click();
  await expect(page.locator('[id="t=65"]')).toBeInViewport();
});

for (const colorScheme of colorSchemes) {
  test(`axe: no WCAG 2.2 AA violation with results shown, ${colorScheme} scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/search?q=carve-outs');
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
