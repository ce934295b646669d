import type { Page } from '@playwright/test';
import { contactForm, messageSentPage } from '../content/contact';
import { site } from '../content/site';
import { formBackend } from '../playwright.config';
import { axeViolations } from './axe';
import { expect, fillContactForm, holdScripts, openMainNav, test, waitForHydration } from './fixtures';
import { openInbox, type Inbox } from './formBackend';

// The site built with CONTACT_ENDPOINT pointing at the local form backend (out-delivery/):
// every message goes over real HTTP to e2e/form-backend/server.ts, which records it.

const message = {
  'Your Name': 'Ada Lovelace',
  Subject: 'A merger next spring',
  Message: 'We are acquiring a competitor.\nWe need an integration lead.',
};

const form = (page: Page) => page.getByRole('form', { name: contactForm.heading });
const send = (page: Page) => form(page).getByRole('button', { name: contactForm.submitLabel });

async function fill(page: Page, inbox: Inbox, values: Record<string, string> = message) {
  await fillContactForm(page, { ...values, 'Email Address': inbox.email });
  await page.getByLabel(contactForm.labels.service).selectOption('speaking');
}

/** Every field still holds what was typed. */
async function expectKept(page: Page, inbox: Inbox) {
  for (const [label, value] of Object.entries({ ...message, 'Email Address': inbox.email })) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(page.getByLabel(contactForm.labels.service)).toHaveValue('speaking');
}

/** The confirmation: the spec's toast and announcement, and an empty form. */
async function expectConfirmed(page: Page) {
  await expect(page.getByText(contactForm.sentTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(contactForm.sentText, { exact: true })).toBeVisible();
  await expect(form(page).getByRole('status')).toContainText(contactForm.sentTitle);
  for (const label of Object.keys(message)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  await expect(page.getByLabel(contactForm.labels.service)).toHaveValue('general');
}

test.describe('with JavaScript', () => {
  test('a valid submit logs the data, delivers exactly the fields, then confirms and empties the form', async ({ page, request }) => {
    const inbox = await openInbox(request);
    await page.goto('/contact');
    await fill(page, inbox);
    const logged = page.waitForEvent('console', (m) => m.type() === 'log' && m.text().includes('Contact form submitted'));
    await send(page).click();
    const data = await (await logged).args()[1]!.jsonValue();
    const expected = { name: message['Your Name'], email: inbox.email, subject: message.Subject, service: 'speaking', message: message.Message };
    expect(data).toEqual(expected);
    await expectConfirmed(page);

    const [received] = await inbox.received();
    expect(Object.fromEntries(received?.fields ?? [])).toEqual({ ...expected, _next: `${new URL(page.url()).origin}${messageSentPage.path}`, _gotcha: '' });
    expect(received?.accept).toContain('application/json');
    expect(received?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  });

  test('the policy lets the form reach its service alone, from a visit that began on another page', async ({ page, request }) => {
    const inbox = await openInbox(request);
    const response = await page.goto('/');
    const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    expect(policy).toContain(`connect-src 'self' ${formBackend};`);
    expect(policy).toContain(`form-action 'self' ${formBackend};`);
    expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${formBackend};`);
    await (await openMainNav(page)).getByRole('link', { name: 'Contact Me' }).click();
    await expect(form(page)).toBeVisible();
    await fill(page, inbox);
    await send(page).click();
    await expectConfirmed(page);
    expect(await inbox.only()).toMatchObject({ subject: message.Subject });
  });

  test('a double click sends once, and the button says it is sending meanwhile', async ({ page, request }) => {
    const inbox = await openInbox(request, 'slow');
    await page.goto('/contact');
    await fill(page, inbox);
    await send(page).dblclick();
    const sending = form(page).getByRole('button', { name: contactForm.sendingLabel });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await sending.click({ force: true });
    await expectConfirmed(page);
    await expect(send(page)).toHaveAttribute('aria-disabled', 'false');
    expect(await inbox.received()).toHaveLength(1);
  });

  test('a filled honeypot is dropped without a request, and the visitor sees nothing unusual', async ({ page, request }) => {
    const inbox = await openInbox(request);
    await page.goto('/contact');
    const posts: string[] = [];
    page.on('request', (r) => void (r.method() === 'POST' && posts.push(r.url())));
    await fill(page, inbox);
    const honeypot = form(page).locator('input[name="_gotcha"]');
    await expect(honeypot).toBeHidden();
    await honeypot.evaluate((input: HTMLInputElement) => (input.value = 'I fill in every field'));
    await send(page).click();
    await expectConfirmed(page);
    expect(posts).toEqual([]);
    expect(await inbox.received()).toEqual([]);
  });

  test('hostile input arrives byte for byte and is never rendered as markup', async ({ page, request }) => {
    const inbox = await openInbox(request);
    const hostile = {
      'Your Name': '<img src=x onerror="window.pwned=1">Ada',
      Subject: '"; DROP TABLE messages; -- & <b>bold</b> Ünïcødé ✓ 😀 \u202Eevil',
      Message: 'Line one\r\nLine two </textarea><script>window.pwned=1</script>\n\tTabbed &amp; spaced  ',
    };
    await page.goto('/contact');
    await fill(page, inbox, hostile);
    await send(page).click();
    await expect(page.getByText(contactForm.sentTitle, { exact: true })).toBeVisible();
    expect(await inbox.only()).toMatchObject({
      name: hostile['Your Name'],
      subject: hostile.Subject,
      // A textarea's value has \n for every line break, whatever was typed or pasted.
      message: hostile.Message.replace(/\r\n/g, '\n'),
    });
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
    await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
  });

  test('an unsent draft survives leaving the page, coming back and a new visit, until it is delivered', async ({ page, request }) => {
    const inbox = await openInbox(request);
    await page.goto('/contact');
    await fill(page, inbox);
    await (await openMainNav(page)).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await (await openMainNav(page)).getByRole('link', { name: 'Contact Me' }).click();
    await expect(form(page)).toBeVisible();
    await expectKept(page, inbox);

    await page.goto('/contact');
    await expectKept(page, inbox);
    await send(page).click();
    await expectConfirmed(page);
    await page.goto('/contact');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });
});

test.describe('when the service fails, nothing is lost', () => {
  // The browser reports the failed request itself.
  test.use({ expectedConsole: /Failed to load resource/ });

  for (const [mode, what] of [
    ['error', 'answers 500'],
    ['drop', 'drops the connection'],
    ['hang', 'never answers'],
  ] as const) {
    test(`when the service ${what}: every value stays, an alert says so, and email is offered with the message filled in`, async ({ page, request }) => {
      if (mode === 'hang') test.slow(); // the form gives up after its timeout
      const inbox = await openInbox(request, mode);
      await page.goto('/contact');
      await fill(page, inbox);
      await send(page).click();

      const alert = form(page).getByRole('alert');
      await expect(alert).toContainText(contactForm.failedText, { timeout: 20_000 });
      await expect(page.getByText(contactForm.failedTitle, { exact: true })).toBeVisible();
      await expect(page.getByText(contactForm.sentTitle, { exact: true })).toHaveCount(0);
      await expectKept(page, inbox);
      const mailto = new URL((await alert.getByRole('link', { name: contactForm.emailInsteadLabel }).getAttribute('href')) ?? '');
      expect(mailto.protocol).toBe('mailto:');
      expect(mailto.pathname).toBe(site.emails[0].address);
      expect(mailto.searchParams.get('subject')).toBe(message.Subject);
      expect(mailto.searchParams.get('body')).toContain(message.Message.replace(/\n/g, '\r\n'));
      expect(await inbox.received()).toHaveLength(1);
      expect(await axeViolations(page)).toEqual([]);

      // Nothing was lost: once the service is back, the same form sends.
      await inbox.setMode('ok');
      await send(page).click();
      await expectConfirmed(page);
      await expect(alert).toBeEmpty();
    });
  }
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
      await expect(page).toHaveURL(new RegExp(`${messageSentPage.path}$`));
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
    await expect(form(page).getByText(/^Your message goes to OJ through 127\.0\.0\.1 and is used only to reply to you\.$/)).toBeVisible();
    await fill(page, inbox);
    await send(page).click();

    await expect(page).toHaveURL(new RegExp(`${messageSentPage.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: contactForm.sentTitle })).toBeVisible();
    await expect(page.getByText(contactForm.sentText, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: messageSentPage.homeLink })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const [received] = await inbox.received();
    expect(Object.fromEntries(received?.fields ?? [])).toEqual({
      name: message['Your Name'],
      email: inbox.email,
      subject: message.Subject,
      service: 'speaking',
      // A plain form post sends every line break as CRLF (HTML's form encoding).
      message: message.Message.replace(/\n/g, '\r\n'),
      _next: `${new URL(page.url()).origin}${messageSentPage.path}`,
      _gotcha: '',
    });
    expect(received?.accept).not.toContain('application/json');
  });

  test('the thank-you page is left out of the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/contact</loc>');
    expect(sitemap).not.toContain(messageSentPage.path);
  });
});

test('the thank-you page meets WCAG 2.2 AA and offers the way home and back', async ({ page }) => {
  await page.goto(messageSentPage.path);
  await expect(page.getByRole('heading', { level: 1, name: contactForm.sentTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: messageSentPage.contactLink })).toHaveAttribute('href', '/contact');
  expect(await axeViolations(page)).toEqual([]);
});
