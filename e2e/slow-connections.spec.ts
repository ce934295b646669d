import type { Page } from '@playwright/test';
import { routes } from '#model/routes.ts';
import { all, isInlineScript, parse } from '../scripts/pipeline/postbuild/html.ts';
import { expect, isPhone, openMainNav, showIntent, test, waitForHydration } from './fixtures';

/** Paths of the stylesheets the page requests from now on. */
function recordStylesheets(page: Page): string[] {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
  });
  return sheets;
}

/** Marks the current document; the returned check says whether the page is still that document (no full load since). */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  return () => page.evaluate(() => 'stillTheSameDocument' in window);
}

test.describe('one small stylesheet per page', () => {
  // That each page loads its one sheet and is styled by it is asked of every page in one journey (./every-page.spec.ts).
  test('the next page comes with its own styles', async ({ page }) => {
    const sheets = recordStylesheets(page);
    await page.goto('/');
    const sameDocument = await markDocument(page);
    await (await openMainNav(page)).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { name: 'Professional Milestones' })).toBeVisible();
    expect(await sameDocument()).toBe(false); // the browser's own navigation (components/SiteLink)

    const milestones = page.locator('#milestones').getByRole('list');
    await expect(milestones).toHaveCSS('list-style-type', 'none');
    await expect(milestones).toHaveCSS('display', 'grid');
    await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');
    expect(new Set(sheets).size).toBe(2); // the home page's sheet, then the About page's
  });
});

// On home and contact: every page is held back by the same post-build step (its own tests run it
// on Next's output, scripts/pipeline/postbuild/defer-scripts.test.ts); these two carry the most script.
test.describe('no script before the visitor does something', () => {
  test.use({ awaitHydration: false });

  for (const path of ['/', '/contact']) {
    test(`${path} loads and rests without a byte of script, then fetches it on the first move of the pointer and hydrates`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(scripts).toEqual([]);
      // Nor a font: the site's typeface is the visitor's own (content/settings.json).
      expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\.woff2?$/.test(entry.name)).length)).toBe(0);
      await expect(page.locator('script[type="text/x-deferred"]')).not.toHaveCount(0);

      await showIntent(page);
      await waitForHydration(page);
      expect(scripts.length).toBeGreaterThan(5);

      // Hydrated, a link is still the browser's to follow: a new document, which alone shows a page it prerendered.
      const sameDocument = await markDocument(page);
      const next = path === '/' ? { label: 'About', path: '/about' } : { label: 'Home', path: '/' };
      await (await openMainNav(page)).getByRole('link', { name: next.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${next.path === '/' ? '/' : next.path}$`));
      expect(await sameDocument()).toBe(false);
    });
  }
});

test.describe('painted as far as an inline script, a page moves nothing when the rest arrives', () => {
  // The browser may paint what it has parsed while it stops at an inline script in <body> (the
  // not-found page's log, the thanks page's draft clearing, the payload at the end): what it has
  // painted then must already stand where the whole page puts it. Each such point is served as
  // the page (scripts off: a half page must not hydrate), and every element it has is compared
  // with the same element of the whole page (motion off: an entrance moves by transform, which
  // is no layout shift).
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });
  /** Where each element under <body> starts, in document order: a half page's are a prefix of the whole page's. */
  const starts = (page: Page) =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.querySelectorAll('body *')].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const label = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 20)}"`;
        return { label, x: Math.round(x), y: Math.round(y), drawn: width > 0 || height > 0 };
      });
    });

  // Every page in one journey; at the phone size, home and contact, whose layouts change most there.
  test('on every page', { tag: '@phone' }, async ({ page, request }) => {
    const paths = isPhone(page) ? ['/', '/contact'] : [...routes.map((route) => route.path), '/message-sent', '/no-such-page'];
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      // Where each inline classic script in <body> starts in the page's text (not JSON-LD, not a script held for later).
      const [body] = all(parse(html, { sourceCodeLocationInfo: true }), 'body');
      const pauses = (body ? all(body, 'script', isInlineScript) : []).flatMap((script) => script.sourceCodeLocation?.startOffset ?? []);
      expect(pauses.length, path).toBeGreaterThan(0);
      await page.goto(path);
      const whole = await starts(page);
      for (const at of pauses) {
        await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html.slice(0, at) }));
        await page.goto(path);
        const moved = (await starts(page)).flatMap((half, i) => {
          const after = whole[i];
          return half.drawn && after && (Math.abs(after.x - half.x) > 1 || Math.abs(after.y - half.y) > 1)
            ? [`${half.label}: ${half.x},${half.y} → ${after.x},${after.y}`]
            : [];
        });
        expect(moved, `${path} painted up to the script at ${at} of ${html.length}`).toEqual([]);
        await page.unroute(`**${path}`);
      }
    }
  });
});

// In the full browser (playwright.config.ts): the headless build measures text differently.
test(
  'the visitor’s own font is sized like Inter, so text takes the same room in either typeface, and a swap moves nothing',
  { tag: '@full-browser' },
  async ({ page }) => {
    await page.goto('/about');
    const widths = await page.evaluate(async () => {
      /** The stylesheets' first @font-face whose family the test accepts. */
      const face = (family: (name: string) => boolean) =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .find((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule && family(rule.style.getPropertyValue('font-family').trim()));
      const fallback = face((name) => name.includes('Fallback'));
      if (!fallback) return null;
      const probe = new FontFace('probe', fallback.style.getPropertyValue('src'));
      const found = await probe.load().then(
        () => true,
        () => false,
      );
      const paragraph = document.querySelector('main p');
      if (!found || !paragraph) return { found };
      // Inter as next/font declares it, whether or not the owner's typeface downloads it.
      const inter = face((name) => /^['"]?inter['"]?$/i.test(name));
      const interFamily = inter?.style.getPropertyValue('font-family') ?? 'inter';
      await document.fonts.load(`16px ${interFamily}`);
      const width = (family: string) => {
        const copy = Object.assign(document.createElement('span'), { textContent: paragraph.textContent });
        copy.style.cssText = `font-family:${family};font-size:16px;white-space:nowrap;position:absolute`;
        document.body.append(copy);
        const result = copy.getBoundingClientRect().width;
        copy.remove();
        return result;
      };
      return { found, inter: width(interFamily), fallback: width('"Inter Fallback"') };
    });
    expect(widths, 'the fallback @font-face is in the stylesheet').not.toBeNull();
    test.skip(!widths?.found, 'none of the Arial-shaped fonts the fallback names is installed here');
    expect(Math.abs((widths?.fallback ?? 0) / (widths?.inter ?? 1) - 1)).toBeLessThan(0.02);
  },
);

// Every character is drawn in the site's typeface (content/settings.json `typeface`: the
// visitor's own, sized like Inter, by default; Inter, cut at build time to the weights the site
// uses, scripts/pipeline/font.ts, where the owner chooses it): none is left to another font, and
// no weight is outside the typeface's.
// Every page in one journey, as the server sent it (the text and the styles are the HTML's and CSS's),
// in the full browser with the machine's fonts: the tests' pinned browser has one font of its own,
// so serif and monospace, which tell a missing character here, would be the same font there.
test.describe(() => {
  test.use({ awaitHydration: false });
  test('on every page, every character is drawn in the site’s typeface, at weights it has', { tag: '@full-browser' }, async ({ page }) => {
    for (const { path } of routes) {
      await page.goto(path);
      const found = await page.evaluate(async () => {
        await document.fonts.ready;
        const first = getComputedStyle(document.body).fontFamily.split(',')[0]!.trim();
        const faces = [...document.fonts].filter((font) => `"${font.family}"` === first || font.family === first);
        await Promise.all(faces.map((face) => face.load().catch(() => undefined)));
        const weights = [...new Set([...document.body.querySelectorAll('*')].map((el) => Number(getComputedStyle(el).fontWeight)))];
        const characters = [...new Set(document.body.innerText.replace(/\s/g, ''))];
        const context = document.createElement('canvas').getContext('2d')!;
        // A character the font lacks is drawn by the next family in the list: serif and
        // monospace then give it different widths; one the font has is the same width in both.
        const width = (character: string, fallback: string) => {
          context.font = `40px ${first}, ${fallback}`;
          return context.measureText(character).width;
        };
        return {
          loaded: faces.some((face) => face.status === 'loaded'),
          range: faces.flatMap((face) => face.weight.split(' ').map(Number)),
          weights,
          characters: characters.length,
          fallback: characters.filter((character) => width(character, 'serif') !== width(character, 'monospace')),
        };
      });
      test.skip(!found.loaded, 'none of the fonts the typeface names is installed here');
      expect(found.characters, path).toBeGreaterThan(40);
      // The one exception: Inter's Latin file never had "→" (U+2192), before the cut or since.
      expect(
        found.fallback.filter((character) => character !== '→'),
        path,
      ).toEqual([]);
      const [lightest, boldest] = [Math.min(...found.range), Math.max(...found.range)];
      for (const weight of found.weights) expect(weight, `${path}: font-weight ${weight} within ${lightest}–${boldest}`).toBeGreaterThanOrEqual(lightest);
      for (const weight of found.weights) expect(weight, path).toBeLessThanOrEqual(boldest);
    }
  });
});
