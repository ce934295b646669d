import { statusLabels, ventures } from '../content/ventures';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/ventures');
});

test('Ventures: legend, eight cards with icon, status, year, description and Learn More', async ({ page }) => {
  const legend = page.getByRole('list', { name: 'Status:' });
  await expect(legend.getByRole('listitem')).toHaveText(['Active', 'In Development', 'Planned']);
  const cards = page.locator('#portfolio').getByRole('article');
  await expect(cards).toHaveCount(8);
  for (const [index, venture] of ventures.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(venture.name);
    // The closed dialog inside the card repeats these; only the card's own are visible.
    await expect(card.getByText(statusLabels[venture.status], { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(card.getByText(`Founded ${venture.foundedYear}`).filter({ visible: true })).toBeVisible();
    await expect(card.getByText(venture.description)).toBeVisible();
    await expect(card.locator('svg').first()).toBeVisible();
    await expect(card.getByRole('button', { name: `Learn More about ${venture.name}` })).toBeVisible();
  }
});

for (const venture of ventures) {
  test(`Learn More on ${venture.name} opens its details${venture.website ? ' with a website link' : ''}`, async ({ page }) => {
    await page.getByRole('button', { name: `Learn More about ${venture.name}` }).click();
    const dialog = page.getByRole('dialog', { name: venture.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(venture.longDescription)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([...venture.features]);
    const website = dialog.getByRole('link', { name: /Visit Website/ });
    if (venture.website) {
      await expect(website).toHaveAttribute('href', venture.website);
      await expect(website).toHaveAttribute('target', '_blank');
      await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    } else {
      await expect(website).toHaveCount(0);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('the vision section and Discuss Partnership Opportunities', async ({ page }) => {
  const vision = page.locator('#vision');
  await expect(vision.getByRole('heading', { level: 2 })).toHaveText('The Vision');
  await expect(vision.getByRole('link', { name: 'Discuss Partnership Opportunities' })).toHaveAttribute('href', '/contact');
});
