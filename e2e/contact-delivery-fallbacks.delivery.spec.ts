import { served } from '../playwright.config';
import { site } from '#model/site.ts';
import { constants } from '#model/constants.ts';
import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, holdScripts, test, waitForHydration } from './fixtures';
import { openInbox, type Inbox } from './form-backend/client';
import { contactForm, expectConfirmed, expectKept, fill, form, message, messageSent, messageSentPath, send } from './contactFormPage';

test.use({ baseURL: served.delivery }); // the all-services export (out-delivery/)

/** The failure alert offers email instead, with the whole message filled in. */
async function expectEmailOffered(page: Page) {
  const alert = form(page).getByRole('alert');
  await expect(alert).toContainText(contactForm.failedText, { timeout: 20_000 });
  const mailto = new URL((await alert.getByRole('link', { name: contactForm.emailInsteadLabel }).getAttribute('href')) ?? '');
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.pathname).toBe(site.emails[0].address);
  expect(mailto.searchParams.get('subject')).toBe(message.Subject);
  expect(mailto.searchParams.get('body')).toContain(message.Message.replace(/\n/g, '\r\n'));
  return alert;
}

/** The submission ids of everything the inbox received, in order. */
const submissionIds = async (inbox: Inbox) => (await inbox.received()).map(({ fields }) => Object.fromEntries(fields)['submission-id']);

// The delivery journeys where something is missing: the service failing, the scripts not
// yet running or failed, JavaScript off. The site posts to the local form backend (out-delivery/).

test.describe('when the service fails, nothing is lost', () => {
  // The browser reports the failed request itself.
  test.use({ expectedConsole: /Failed to load resource/ });

  for (const [mode, what] of [
    ['error', 'answers 500'],
    ['drop', 'drops the connection'],
    ['hang', 'never answers'],
    ['redirect', 'answers with a redirect instead of saying it took the message'],
  ] as const) {
    test(`when the service ${what}: every value stays, an alert says so, and email is offered with the message filled in`, async ({ page, request }) => {
      const inbox = await openInbox(request, mode);
      // The form gives up after its timeout: the page's clock jumps there rather than wait it out.
      if (mode === 'hang') await page.clock.install();
      await page.goto('/contact');
      await fill(page, inbox);
      await send(page).click();
      if (mode === 'hang') {
        await expect.poll(() => inbox.received().then((received) => received.length)).toBe(1);
        await page.clock.fastForward(constants.contactSendTimeoutMs);
      }

      const alert = await expectEmailOffered(page);
      await expect(page.getByText(contactForm.failedTitle, { exact: true })).toBeVisible();
      await expect(page.getByText(contactForm.sentTitle, { exact: true })).toHaveCount(0);
      await expectKept(page, inbox);
      expect(await inbox.received()).toHaveLength(1);
      // What follows a failure is the form's, whatever the failure was: once, after the first.
      if (mode !== 'error') return;
      expect(await axeViolations(page)).toEqual([]);

      // Nothing was lost: once the service is back, the same form sends, as the same message.
      await inbox.setMode('ok');
      await send(page).click();
      await expectConfirmed(page);
      await expect(alert).toBeEmpty();
      const [first, retry] = await submissionIds(inbox);
      expect(first).toMatch(/^[\w-]{16,}$/);
      expect(retry).toBe(first);

      // The next message is a new one.
      await fill(page, inbox);
      await send(page).click();
      await expect.poll(() => submissionIds(inbox)).toHaveLength(3);
      expect(new Set(await submissionIds(inbox)).size).toBe(2);
    });
  }

  test('when the code that sends cannot be fetched, the email offered still carries the message', async ({ page, request }) => {
    const inbox = await openInbox(request);
    await page.goto('/contact');
    await page.route(/\/_next\/static\/.+\.js$/, (route) => route.abort()); // the page's own are in: only lazy code fails
    await fill(page, inbox);
    await send(page).click();
    await expectEmailOffered(page);
    await expectKept(page, inbox);
    expect(await inbox.received()).toEqual([]);
  });
});

test.describe('before the scripts run', () => {
  test.use({ awaitHydration: false });

  test('what is typed before hydration is what is logged and delivered', async ({ page, request }) => {
    const inbox = await openInbox(request);
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await fill(page, inbox);
    release();
    await waitForHydration(page);
    const logged = page.waitForEvent('console', (m) => m.type() === 'log' && m.text().includes('Contact form submitted'));
    await send(page).click();
    expect(await (await logged).args()[1]!.jsonValue()).toMatchObject({ name: message['Your Name'], message: message.Message });
    await expectConfirmed(page);
    expect(await inbox.only()).toMatchObject({ name: message['Your Name'], email: inbox.email, subject: message.Subject, message: message.Message });
  });

  test.describe('with the scripts failing to load', () => {
    test.use({ expectedConsole: /Failed to load resource/ });

    test('a submit is an ordinary POST that delivers and lands on the thank-you page', async ({ page, request }) => {
      const inbox = await openInbox(request);
      await page.route(/\/_next\/static\/.+\.js$/, (route) => route.abort());
      await page.goto('/contact');
      await fill(page, inbox);
      await send(page).click();
      await expect(page).toHaveURL(new RegExp(`${messageSentPath}$`));
      await expect(page.getByRole('heading', { level: 1, name: contactForm.sentTitle })).toBeVisible();
      expect(await inbox.only()).toMatchObject({ subject: message.Subject, service: 'speaking' });
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the service, which delivers the fields and sends the visitor to the thank-you page', async ({ page, request }) => {
    const inbox = await openInbox(request);
    await page.goto('/contact');
    await expect(page.getByText(contactForm.noScriptNote)).toHaveCount(0);
    const note = form(page).getByText(/^Your message goes to OJ through 127\.0\.0\.1 and is used only to reply to you\. Privacy Policy$/);
    await expect(note.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await fill(page, inbox);
    await send(page).click();

    await expect(page).toHaveURL(new RegExp(`${messageSentPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: contactForm.sentTitle })).toBeVisible();
    await expect(page.getByText(contactForm.sentText, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: messageSent.homeLink })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const [received] = await inbox.received();
    expect(Object.fromEntries(received?.fields ?? [])).toEqual({
      name: message['Your Name'],
      email: inbox.email,
      subject: message.Subject,
      service: 'speaking',
      // A plain form post sends every line break as CRLF (HTML's form encoding).
      message: message.Message.replace(/\n/g, '\r\n'),
      _next: `${new URL(page.url()).origin}${messageSentPath}`,
      'submission-id': '', // filled in only by the background send, which may be retried
      _gotcha: '',
    });
    expect(received?.accept).not.toContain('application/json');
  });

  test('a visitor who came by another address of the site lands on the thank-you page too', async ({ page, request, baseURL }) => {
    const inbox = await openInbox(request);
    const otherAddress = new URL(baseURL ?? '');
    otherAddress.hostname = 'localhost'; // the same site, as www and apex, or *.pages.dev, are
    await page.goto(new URL('/contact', otherAddress).href);
    await fill(page, inbox);
    await send(page).click();
    await expect(page.getByRole('heading', { level: 1, name: contactForm.sentTitle })).toBeVisible();
    expect(page.url()).toBe(new URL(messageSentPath, baseURL).href); // the canonical address (SITE_URL)
    expect(await inbox.only()).toMatchObject({ subject: message.Subject });
  });

  test.describe('when the service answers with an error page', () => {
    test.use({ expectedConsole: /Failed to load resource/ });

    test('after it and Back, every field is as it was, the subject too', async ({ page, request }) => {
      const inbox = await openInbox(request, 'error');
      await page.goto('/contact');
      await fill(page, inbox);
      await send(page).click();
      await expect(page).not.toHaveURL(/\/contact$/);
      await page.goBack();
      await expectKept(page, inbox);
    });
  });

  test('the thank-you page is left out of the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/contact</loc>');
    expect(sitemap).not.toContain(messageSentPath);
  });
});

test('a message sent past the form’s scripts does not come back as a draft on the next visit', async ({ page, request }) => {
  const inbox = await openInbox(request);
  await page.goto('/contact');
  await fill(page, inbox);
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(1); // the draft is kept
  // A plain post, as when the scripts stopped working after the draft was kept.
  await form(page).evaluate((element: HTMLFormElement) => HTMLFormElement.prototype.submit.call(element));
  await expect(page.getByRole('heading', { level: 1, name: contactForm.sentTitle })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto('/contact');
  for (const label of Object.keys(message)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  expect(await inbox.only()).toMatchObject({ subject: message.Subject });
});

test('the thank-you page meets WCAG 2.2 AA and offers the way home and back', async ({ page }) => {
  await page.goto(messageSentPath);
  await expect(page.getByRole('heading', { level: 1, name: contactForm.sentTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: messageSent.contactLink })).toHaveAttribute('href', '/contact');
  expect(await axeViolations(page)).toEqual([]);
});
