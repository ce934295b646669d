// The CMS's own UI as the owner uses it, for the editing journeys (e2e/cms/).
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { editorUse } from '../../playwright.cms.config.ts';

/**
 * The journeys' CMS: one tab kept open from journey to journey, as the owner keeps his open from
 * edit to edit, instead of a new browser profile each (measured 2026-11-26: Decap's first load in
 * a new profile takes 7 CPU-seconds, a reload in the same one 2.5, moving to another entry 0.25).
 * A journey that changes the tab itself (a fake clock, a function exposed to the page) takes the
 * fresh `page` instead. `problems`: what the tab reports during the journey (console errors and
 * warnings, uncaught errors, CSP violations).
 */
export const test = base.extend<{ cms: Page; problems: string[] }, { session: Page }>({
  session: [
    async ({ browser }, provide) => {
      const context = await browser.newContext(editorUse);
      const page = await context.newPage();
      await reportViolations(page);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  cms: async ({ session }, provide) => provide(session),
  problems: async ({ session }, provide) => {
    const { problems, stop } = listen(session);
    await provide(problems);
    stop();
  },
});

export { expect };

/** Every CSP violation of the tab's pages, as a console error. */
function reportViolations(page: Page) {
  return page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  });
}

/**
 * Chromium's note that a development server's stylesheet, preloaded, was applied only seconds
 * after the page loaded: the editor's preview (Next's development server) on a busy machine, never
 * the built site, whose own journeys hold it to no warning at all.
 */
const developmentPreloadLate =
  /^The resource http:\/\/localhost:\d+\/_next\/static\/chunks\/\S+\.css was preloaded using link preload but not used within a few seconds/;

/** Collects the problems the tab reports from now until `stop`. */
function listen(page: Page): { problems: string[]; stop(): void } {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (developmentPreloadLate.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    problems,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/** The problems a fresh page (the `page` fixture) reports, as `problems` does for the kept tab. */
export function watch(page: Page): string[] {
  void reportViolations(page);
  return listen(page).problems;
}

/**
 * Past the local backend's login screen, if it shows, until `ready` is there. Decap draws its Login
 * button before it listens to it: a click that came too early is made again.
 */
export async function logIn(page: Page, ready: Locator) {
  const login = page.getByRole('button', { name: 'Login', exact: true });
  // Decap offers GitHub's login when it did not find the editor's backend: never the owner's editor.
  const github = page.getByRole('button', { name: 'Login with GitHub' });
  // The entry comes from the editor's backend, on a machine as busy as the run beside it makes
  // it: in CI, the CMS still said "Loading entry..." after expect's 5 s.
  await expect(login.or(ready).or(github)).toBeVisible({ timeout: 30_000 });
  await expect(github, 'the CMS did not find the editor’s backend: it offers GitHub’s login').toHaveCount(0);
  await expect(async () => {
    if (await login.isVisible()) await login.click();
    await expect(ready).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Opens a data file in the CMS. By default a fresh load of the CMS (from another entry only the
 * hash would change, and Decap would carry its state over); `{ reload: false }` moves there as a
 * click in the list does, for a journey whose previous entry was saved.
 */
export async function openEntry(page: Page, name: string, { reload = true } = {}) {
  const publish = page.getByRole('button', { name: 'Publish' });
  if (reload) await page.goto('about:blank');
  else {
    // Through the list, so that the entry shown is the one asked for, not the last one.
    await page.goto('/admin.html#/collections/content');
    await expect(publish).toBeHidden();
  }
  await page.goto(`/admin.html#/collections/content/entries/${name}`);
  await logIn(page, publish);
}

/** Publishes the open entry (Decap's simple workflow: the site changes on the next build). */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

/** Opens a new article in the CMS, logged in to the local backend, as OWNER.md says: *New article* in *Insights: articles*. */
export async function newArticle(page: Page) {
  await page.goto('about:blank'); // a fresh load, as openEntry (./cms.ts)
  await page.goto('/admin.html#/collections/insights');
  const create = page.getByRole('link', { name: 'New article', exact: true });
  await logIn(page, create);
  await create.click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
}

/** Fills the article's fields; the text is typed into the CMS's Markdown editor. */
export async function write(page: Page, { title, summary, text }: { title: string; summary: string; text: string }) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill(summary);
  const date = page.getByRole('textbox', { name: 'Date', exact: true });
  if (await date.isVisible()) await date.fill('2026-11-24');
  const editor = page.locator('[data-slate-editor="true"]').first();
  await editor.click();
  await page.keyboard.type(text);
}

/**
 * Empties the article's body, as he would, then leaves the focus in it: again until it is, for
 * under load the editor once took Ctrl+A after the keys that followed it (its selection a step
 * behind the page's). `gone` is a word of the text that must have left it.
 */
export async function emptyBody(page: Page, gone: string) {
  const body = page.locator('[data-slate-editor="true"]').first();
  await body.focus();
  await expect(async () => {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await expect(body).not.toContainText(gone, { timeout: 1000 });
  }).toPass();
}
