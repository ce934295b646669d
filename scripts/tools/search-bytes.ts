// What one search costs a visitor, for the byte budget (`npm run budget`) and the bench: the
// search page's first search, in Chromium, over the export as a host serves it (text compressed:
// scripts/tools/serve.ts), summed over every file of the index it fetched (Pagefind's script,
// its worker and WebAssembly, the entry, and the index and fragment chunks the query needed).
// A reader who never searches fetches none of it (e2e/search.delivery.spec.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { searchFolder } from '../../lib/search.ts';
import { searchPath } from '#model/routes.ts';
import { fileOfRoute } from '../build/clean-urls.ts';
import { ports } from '../build/ports.ts';
import { chromiumArgs, headlessShellPath } from './chromium.ts';
import { serveExport } from './local-site.ts';

/** One search's bytes over the wire: Pagefind documents about 100 KB for most sites; its script and WebAssembly alone are about 80. */
export const searchBudget = 200_000;

/** The query measured: a word every build's pages hold, so every export's search fetches a chunk and a fragment. */
export const measuredQuery = 'integration';

/** The files of the index one search fetched and their bytes, or undefined for an export without a search page. */
export async function measureSearch(outDir: string, slot = 0): Promise<{ files: number; bytes: number } | undefined> {
  if (!existsSync(join(outDir, fileOfRoute(searchPath)))) return undefined;
  const server = await serveExport(outDir, ports.searchBudget + slot);
  const browser = await chromium.launch({ executablePath: headlessShellPath, args: [...chromiumArgs] });
  try {
    const page = await browser.newPage();
    // The pages' stock photos are not the point here, and do not load on this machine.
    await page.route('https://images.unsplash.com/**', (route) => route.abort());
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes(`/${searchFolder}/`)) sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(`${server.origin}${searchPath}`);
    await page.getByRole('searchbox').fill(measuredQuery);
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /result|Nothing matches/ })
      .waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const each = await Promise.all(sizes);
    return { files: each.length, bytes: each.reduce((sum, bytes) => sum + bytes, 0) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
