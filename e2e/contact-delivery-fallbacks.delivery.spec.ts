import { contactForm, messageSentPage } from '../content/contact';
import { site } from '../content/site';
import { axeViolations } from './axe';
import { expect, holdScripts, test, waitForHydration } from './fixtures';
import { openInbox } from './formBackend';
import { expectConfirmed, expectKept, fill, form, message, send } from './contactFormPage';

// The delivery journeys where something is missing: the service failing, the scripts not
// yet running or failed, JavaScript off. The site posts to the local form backend (out-delivery/).

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
