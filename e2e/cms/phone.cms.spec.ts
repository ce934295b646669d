import type { Locator, Page } from '@playwright/test';
import { expect, openEntry, test, watch } from './cms.ts';

// The owner on his phone, inside an entry: every field, its count, View Live, the entry's earlier
// versions, Put it online and its answer on a 390 px screen, none past its edge, each at least
// 24 px to touch (editor/browser/phone.ts fits Decap's 800 px entry to it).
test.use({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Whether `target` is wholly on the screen and, where it is to be touched (not a text to read), at least 24 px each way. */
async function expectReachable(page: Page, target: Locator, name: string, { touched = true } = {}) {
  await expect(target, name).toBeVisible();
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  const big = (size: number) => !touched || size >= 24;
  expect(box && [box.x >= 0, box.x + box.width <= width + 0.5, big(box.width), big(box.height)], name).toEqual([true, true, true, true]);
}

test('an entry fits his phone: each field and its count, View Live, earlier versions, Put it online and its answer, with nothing past the edge', async ({
  page,
}) => {
  const problems = watch(page);
  await openEntry(page, 'home');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const description = page.getByRole('textbox', { name: 'Description for search results', exact: true });
  await expectReachable(page, description, 'the first field');
  await expectReachable(page, page.getByText(/^\d+ of 170 characters$/).first(), 'its count', { touched: false });
  await expectReachable(page, page.getByRole('button', { name: /^Publish/ }), 'Publish');
  await expectReachable(page, page.getByRole('link', { name: /View Live/ }), 'View Live');
  await expectReachable(page, page.getByRole('button', { name: 'Earlier versions of this entry' }), 'the earlier versions');
  const online = page.getByRole('button', { name: 'Put it online', exact: true });
  await expectReachable(page, online, 'Put it online');
  // Typed into, the field stays within the screen, and the form scrolls to its last field with room to spare.
  await description.fill('OJ leads global IT and M&A programmes, founds ventures and mentors new project leaders, on his phone.');
  await expectReachable(page, description, 'the first field, typed into');
  await online.click();
  await expectReachable(
    page,
    page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({ hasText: /online/ }),
    'Put it online’s answer',
    { touched: false },
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(problems).toEqual([]);
});
