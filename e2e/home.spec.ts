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
// its way): each press is kept and done once the page is React's (lib/earlyActions.ts), in order.
test.describe('testimonials before the code arrives', () => {
  test.use({ awaitHydration: false });

  test('presses of the arrows made while the scripts are on their way count, each once', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const shown = carousel.getByRole('group');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(shown).toHaveAccessibleName('1 of 3');
    release();
    await waitForHydration(page);
    await expect(shown).toHaveAccessibleName('2 of 3');
    await expect(shown).toContainText(testimonials[1]!.name);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(shown).toHaveAccessibleName('3 of 3');
  });
});
