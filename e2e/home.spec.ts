// What Home's content is, read from its HTML: tests/exports/pages.export.test.ts. Here, what it does.
import { testimonials } from '#model/testimonials.ts';
import { counts } from '#model/constants.ts';
import { readContent } from '#model/readContent.ts';
import { expect, holdScripts, test, waitForHydration } from './fixtures';

const homeVentures = readContent('ventures').ventures.slice(0, counts.homeVentures);

test.beforeEach(async ({ page, awaitHydration }) => {
  if (awaitHydration) await page.goto('/');
});

test('testimonials: three entries, one shown, arrows wrap both ways', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.getByRole('group', { includeHidden: true })).toHaveCount(3);
  const shown = carousel.getByRole('group');
  await expect(shown).toHaveCount(1);
  // Slide changes are announced politely, and nothing rotates by itself.
  await expect(carousel.locator('[aria-live="polite"]')).toContainText(testimonials[0]!.text);
  await page.waitForTimeout(1500);
  await expect(shown).toHaveAccessibleName('1 of 3');
  await expect(shown).toHaveAccessibleName('1 of 3');
  await expect(shown).toContainText(testimonials[0]!.name);
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(shown).toHaveAccessibleName('3 of 3');
  await expect(shown).toContainText(testimonials[2]!.name);
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(shown).toContainText(testimonials[0]!.name);
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(shown).toContainText(testimonials[1]!.name);
});

test('ventures: six cards, each opening a dialog with its name and description', async ({ page }) => {
  const section = page.locator('#ventures');
  const cards = section.getByRole('button', { name: new RegExp(homeVentures.map((v) => v.name).join('|')) });
  await expect(cards).toHaveCount(6);
  for (const venture of homeVentures) {
    await section.getByRole('button', { name: venture.name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: venture.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(venture.description)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(section.getByRole('link', { name: 'Explore All Ventures' })).toHaveAttribute('href', '/ventures');
});

// Pressed before the code arrives (it comes on the visitor's first intent, and here is held on
// its way): the page's loader answers each press at once (lib/earlyActions.ts), and React, once
// it has the page, goes on from the slide shown, without a jump.
test.describe('testimonials before the code arrives', () => {
  test.use({ awaitHydration: false });

  test('presses of the arrows before any script has run show the next slide at once, each once, and React goes on from it', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const shown = carousel.getByRole('group');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(shown).toHaveAccessibleName('2 of 3');
    await expect(shown).toContainText(testimonials[1]!.name);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(shown).toHaveAccessibleName('3 of 3'); // wrapped around
    await expect(carousel.getByText('3 / 3')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react')))).toBe(false); // no code yet
    release();
    await waitForHydration(page);
    await expect(shown).toHaveAccessibleName('3 of 3');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(shown).toHaveAccessibleName('1 of 3');
    await expect(carousel.getByText('1 / 3')).toBeVisible();
  });
});
