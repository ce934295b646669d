import { routes } from '#model/routes.ts';
import { axeViolations } from './axe';
import { colorSchemes, expect, fillContactForm, isPhone, openMainNav, test } from './fixtures';

// Colour contrast included, in both colour schemes: the dark one is the visitor's system asking for it.
// Every page in the light scheme; in the dark one home and contact, which between them use every
// colour role a page has (bands, cards, text over photos, the form's fields and messages), every
// role's pairs being checked in every scheme by styles/contrast.test.ts. The open states (a
// dialog, the toast) in the light one. At the phone size as well, home and contact in the light
// scheme, and with the menu open in both (playwright.config.ts).
for (const colorScheme of colorSchemes) {
  test.describe(`axe: no WCAG 2.2 AA violation, ${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    const light = colorScheme === 'light';

    // One journey through the pages; at the phone size (light scheme), home and contact, whose layouts change most (the others share theirs).
    test(light ? 'on every page' : 'on home and contact', { tag: light ? ['@phone'] : [] }, async ({ page }) => {
      const paths = light && !isPhone(page) ? [...routes.map((route) => route.path), '/no-such-page'] : ['/', '/contact'];
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), path).toEqual([]);
      }
    });

    test.describe(() => {
      test.skip(({ isMobile }) => !isMobile, 'the menu exists below the desktop breakpoint');
      test('with the phone menu open', { tag: '@phone' }, async ({ page }) => {
        await page.goto('/');
        await openMainNav(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    });

    if (light) {
      test('with a venture dialog open on Home', async ({ page }) => {
        await page.goto('/');
        await page.locator('#ventures').getByRole('button').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test('with a venture dialog open on Ventures', async ({ page }) => {
        await page.goto('/ventures');
        await page
          .getByRole('button', { name: /^Learn More about/ })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test('with the toast shown', async ({ page }) => {
        await page.goto('/contact');
        await fillContactForm(page, { 'Your Name': 'Ada', 'Email Address': 'ada@example.com', Subject: 'Hello', Message: 'Hi' });
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

// The structure (one h1, heading levels, landmarks) is read from the HTML: tests/exports/pages.export.test.ts.

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to main', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
  });

  test('focus is drawn with a 3 px ring and is never hidden under the fixed header', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/services');
    await page.locator('#consulting').getByRole('link', { name: 'Inquire About This Service' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveCSS('outline-style', 'solid');
    await expect(focused).toHaveCSS('outline-width', '3px');
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await focused.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
  });

  for (const path of ['/', '/contact']) {
    test(`Tab reaches every link and control of ${path}, in document order`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Number every control a visitor can see, in document order.
      const count = await page.evaluate(() => {
        const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
          (el) => el.checkVisibility() && !el.closest('dialog:not([open])'),
        );
        controls.forEach((el, index) => el.setAttribute('data-order', String(index)));
        return controls.length;
      });
      // Where each Tab lands, noted by the page as focus moves, and read once at the end.
      await page.evaluate(() => {
        const visited: number[] = [];
        Object.assign(window, { visited });
        document.addEventListener('focusin', () => visited.push(Number(document.activeElement?.getAttribute('data-order') ?? -1)));
      });
      for (let i = 0; i < count; i += 1) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (window as unknown as { visited: number[] }).visited)).toEqual([...Array(count).keys()]);
    });
  }

  test('the carousel, a dialog and the form work from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const next = page.getByRole('button', { name: 'Next testimonial' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Client testimonials' }).getByRole('group')).toHaveAccessibleName('2 of 3');
    const card = page.locator('#ventures').getByRole('button').first();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeFocused();

    await page.goto('/contact');
    await page.getByLabel('Your Name', { exact: true }).focus();
    for (const text of ['Ada', 'ada@example.com', 'Hello']) {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A message');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing fades or moves', async ({ page }) => {
    await page.goto('/');
    await page.locator('#ventures').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const running = await page.evaluate(() => document.getAnimations().filter((a) => Number(a.effect?.getTiming().duration ?? 0) > 1).length);
    expect(running).toBe(0);
    await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
  });
});
