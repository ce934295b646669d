import type { Locator, Page, Request } from '@playwright/test';
import { readContent } from '#model/readContent.ts';
import { testimonials } from '#model/testimonials.ts';
import { expect, isPhone, test, timedAnimations } from './fixtures';

// Motion answers what the visitor does (the carousel, the venture dialog, the phone menu). Its
// code comes on intent, never blocks focus or content, never shifts the layout, and stays home
// under reduced motion. Each journey samples every frame in the page while it acts.

/** How one element looked in one frame. */
interface Look {
  shown: boolean;
  opacity: number;
  x: number;
  y: number;
  backdrop: number;
  inert: boolean;
  modal: boolean;
  label: string;
}

/** One frame: the elements matched, and the text of what had focus. */
interface Frame {
  looks: Look[];
  focus: string;
}

/** Starts recording every frame, for `ms`, how the elements matching `selector` look; the returned function collects. */
async function recordFrames(page: Page, selector: string, ms = 1200): Promise<() => Promise<Frame[]>> {
  await page.evaluate(
    ({ selector, ms }) => {
      const frames: unknown[] = [];
      Object.assign(window, { motionFrames: frames, motionDone: false });
      const end = performance.now() + ms;
      const tick = () => {
        const looks = [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
          const style = getComputedStyle(element);
          const matrix = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
          return {
            shown: element.checkVisibility({ visibilityProperty: true }),
            opacity: Number(style.opacity),
            x: matrix.m41,
            y: matrix.m42,
            backdrop: Number(getComputedStyle(element, '::backdrop').opacity),
            inert: element.inert,
            modal: element.matches(':modal'),
            label: element.getAttribute('aria-label') ?? '',
          };
        });
        frames.push({ looks, focus: document.activeElement?.textContent?.trim() ?? '' });
        if (performance.now() < end) requestAnimationFrame(tick);
        else Object.assign(window, { motionDone: true });
      };
      requestAnimationFrame(tick);
    },
    { selector, ms },
  );
  return async () => {
    await page.waitForFunction(() => (window as unknown as { motionDone: boolean }).motionDone);
    return page.evaluate(() => (window as unknown as { motionFrames: Frame[] }).motionFrames);
  };
}

/** Brings a control into view and focuses it, as a visitor about to use it does. */
async function approach(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await control.focus();
}

/** Approaches a control and waits until the motion code that fetches has run. */
async function focusAndLoadMotion(page: Page, control: Locator) {
  const arriving: Promise<unknown>[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') arriving.push(request.response().then((response) => response?.finished()));
  };
  page.on('request', onRequest);
  await approach(control);
  await expect.poll(() => arriving.length).toBeGreaterThan(0);
  await Promise.all(arriving);
  page.off('request', onRequest);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/** Collapses runs of equal values: what a listener would have heard change. */
const changes = <T>(values: T[]) => values.filter((value, i) => i === 0 || value !== values[i - 1]);

const slides = '[aria-roledescription="slide"]';
const [venture] = readContent('ventures').ventures;
/** The first home venture's dialog (querySelector, and `.first()` for locators). */
const dialogSelector = '#ventures dialog';

test.describe('with motion', () => {
  test('a testimonial slides in from the right after Next and from the left after Previous; the live region changes once, and nothing below moves', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    const previous = carousel.getByRole('button', { name: 'Previous testimonial' });
    await carousel.scrollIntoViewIfNeeded();
    const height = (await page.locator('#testimonials').boundingBox())!.height;
    await focusAndLoadMotion(page, next);

    for (const [button, direction, expected] of [
      [next, 1, '2 of 3'],
      [previous, -1, '1 of 3'],
      [previous, -1, '3 of 3'],
    ] as const) {
      const collect = await recordFrames(page, slides);
      await button.click();
      const frames = await collect();
      for (const frame of frames) expect(frame.looks.filter((look) => look.shown)).toHaveLength(1);
      const shown = frames.map((frame) => frame.looks.find((look) => look.shown)!);
      expect(changes(shown.map((look) => look.label))).toEqual([expect.any(String), expected]);
      const arriving = shown.filter((look) => look.label === expected);
      expect(arriving[0]!.x * direction, 'comes in from the side asked for').toBeGreaterThan(0);
      expect(arriving[0]!.opacity).toBeLessThan(1);
      expect(arriving.at(-1)).toMatchObject({ x: 0, opacity: 1 });
      expect((await page.locator('#testimonials').boundingBox())!.height).toBe(height);
    }
    await expect(carousel.getByRole('group')).toContainText(testimonials[2]!.name);
  });

  test('the venture dialog enters with focus inside from its first frame, and leaves while focus is already back on its card', async ({ page }) => {
    await page.goto('/');
    const trigger = page.locator('#ventures').getByRole('button', { name: venture!.name, exact: true });
    await focusAndLoadMotion(page, trigger);

    let collect = await recordFrames(page, dialogSelector);
    await trigger.click();
    const opening = (await collect()).filter((frame) => frame.looks[0]!.shown);
    expect(opening[0]!.looks[0]!.opacity, 'the entrance played').toBeLessThan(1);
    expect(opening[0]!.looks[0]!.backdrop).toBeLessThan(1);
    for (const frame of opening) expect(frame.looks[0]!.modal && frame.focus !== venture!.name).toBe(true);
    expect(opening.at(-1)!.looks[0]).toMatchObject({ opacity: 1, y: 0, backdrop: 1 });

    collect = await recordFrames(page, dialogSelector);
    await page.keyboard.press('Escape');
    const closing = (await collect()).filter((frame) => !frame.looks[0]!.modal);
    const leaving = closing.filter((frame) => frame.looks[0]!.shown);
    expect(leaving.length, 'the exit played').toBeGreaterThan(0);
    for (const frame of closing) expect(frame.focus, 'focus is back at once').toBe(venture!.name);
    for (const frame of leaving) expect(frame.looks[0]!.inert, 'what leaves cannot be used or read').toBe(true);
    expect(closing.at(-1)!.looks[0]!.shown).toBe(false);
    await expect(page.locator(dialogSelector).first()).not.toHaveAttribute('popover');
    await expect(trigger).toBeFocused();
  });

  test('the venture dialog opens again while it is still leaving', async ({ page }) => {
    await page.goto('/');
    const trigger = page.locator('#ventures').getByRole('button', { name: venture!.name, exact: true });
    await focusAndLoadMotion(page, trigger);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: venture!.name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.matches(':modal') && d.contains(document.activeElement) && !(d as HTMLElement).inert)).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the phone menu drops open under the header', { tag: '@phone' }, async ({ page }) => {
    test.skip(!isPhone(page), 'the menu toggle is shown below the nav breakpoint only');
    await page.goto('/');
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
    await focusAndLoadMotion(page, toggle);
    const collect = await recordFrames(page, 'nav [popover]');
    await toggle.click();
    const frames = (await collect()).filter((frame) => frame.looks[0]!.shown);
    expect(frames[0]!.looks[0]!.opacity).toBeLessThan(1);
    expect(frames[0]!.looks[0]!.y).toBeLessThan(0);
    expect(frames.at(-1)!.looks[0]).toMatchObject({ opacity: 1, y: 0 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeHidden(); // the next page's menu, closed
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves and no motion code is fetched: every change is there in its first frame', async ({ page }) => {
    await page.goto('/');
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));

    const next = page.getByRole('button', { name: 'Next testimonial' });
    await approach(next);
    let collect = await recordFrames(page, slides);
    await next.click();
    const arriving = (await collect()).map((frame) => frame.looks.find((look) => look.shown)!).filter((look) => look.label === '2 of 3');
    expect(arriving[0]).toMatchObject({ x: 0, opacity: 1 });

    const trigger = page.locator('#ventures').getByRole('button', { name: venture!.name, exact: true });
    await approach(trigger);
    collect = await recordFrames(page, dialogSelector);
    await trigger.click();
    const opening = (await collect()).filter((frame) => frame.looks[0]!.shown);
    expect(opening[0]!.looks[0]).toMatchObject({ opacity: 1, y: 0, backdrop: 1, modal: true });
    collect = await recordFrames(page, dialogSelector);
    await page.keyboard.press('Escape');
    const closed = (await collect()).filter((frame) => !frame.looks[0]!.modal);
    for (const frame of closed) expect(frame.looks[0]!.shown).toBe(false);

    if (isPhone(page)) {
      const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
      await approach(toggle);
      collect = await recordFrames(page, 'nav [popover]');
      await toggle.click();
      const frames = (await collect()).filter((frame) => frame.looks[0]!.shown);
      expect(frames[0]!.looks[0]).toMatchObject({ opacity: 1, y: 0 });
    }
    expect(scripts, 'no code fetched for motion').toEqual([]);
    expect(await timedAnimations(page)).toBe(0);
  });
});

test.describe('when the motion code fails to arrive', { tag: '@phone' }, () => {
  test.use({ expectedConsole: /Failed to load resource/ });

  test('the carousel, the dialog and the menu work without it, and no error is raised', async ({ page }) => {
    await page.goto('/');
    // The page has loaded and hydrated: every chunk fetched from now on (on intent) fails.
    let blocked = 0;
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort().then(() => void blocked++));

    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.getByRole('button', { name: 'Next testimonial' }).hover();
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(carousel.getByRole('group')).toHaveAccessibleName('2 of 3');

    const trigger = page.locator('#ventures').getByRole('button', { name: venture!.name, exact: true });
    await trigger.hover();
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: venture!.name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    if (isPhone(page)) {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Menu' }).click();
      await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    }
    expect(blocked, 'the motion code was asked for, and failed').toBeGreaterThan(0);
  });
});
