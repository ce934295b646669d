import { eventsBackend, formBackend, served } from '../playwright.config';
import { expect, openMainNav, showIntent, test, waitForHydration } from './fixtures';
import { openInbox } from './form-backend/client';
import { standIns } from '../scripts/test/stand-ins';
import { contactForm, expectConfirmed, expectKept, fill, form, message, messageSentPath, send } from './contactFormPage';

test.use({ baseURL: served.delivery }); // the all-services export (out-delivery/)

// The site built with CONTACT_ENDPOINT pointing at the local form backend (out-delivery/):
// every message goes over real HTTP to e2e/form-backend/server.ts, which records it. Failures,
// the path before the scripts run and the path without them are in contact-delivery-fallbacks.

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
    expect(Object.fromEntries(received?.fields ?? [])).toEqual({
      ...expected,
      _next: `${new URL(page.url()).origin}${messageSentPath}`,
      'submission-id': expect.stringMatching(/^[\w-]{16,}$/),
      _gotcha: '',
    });
    expect(received?.accept).toContain('application/json');
    expect(received?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  });

  test('the policy lets the form reach its service (and the statistics their endpoint) alone, from a visit that began on another page', async ({
    page,
    request,
  }) => {
    const inbox = await openInbox(request);
    const response = await page.goto('/');
    const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    expect(policy).toContain(`connect-src 'self' ${formBackend} ${eventsBackend};`);
    // The site's canonical origin (SITE_URL) too: where the service sends a visitor without JavaScript;
    // and the newsletter's service, where its sign-up posts (Settings → Newsletter, on in this export).
    expect(policy).toContain(`form-action 'self' ${formBackend} ${new URL(page.url()).origin} ${new URL(standIns.newsletter).origin};`);
    expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${formBackend} ${eventsBackend};`);
    await (await openMainNav(page)).getByRole('link', { name: 'Contact Me' }).click();
    await expect(form(page)).toBeVisible();
    // A new document (the link is the browser's): its form, once React has it, sends by the script.
    await showIntent(page);
    await waitForHydration(page);
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

  test('what is typed while the message is on its way stays; the rest empties once it is delivered', async ({ page, request }) => {
    const inbox = await openInbox(request, 'slow');
    await page.goto('/contact');
    await fill(page, inbox);
    await send(page).click();
    await expect(form(page).getByRole('button', { name: contactForm.sendingLabel })).toBeVisible();
    const postscript = '\nPS: and a second site in Lyon.';
    await page.getByLabel('Message', { exact: true }).press('End');
    await page.getByLabel('Message', { exact: true }).pressSequentially(postscript);
    await expect(page.getByText(contactForm.sentTitle, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message.Message + postscript);
    for (const label of ['Your Name', 'Email Address', 'Subject']) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    expect(await inbox.only()).toMatchObject({ message: message.Message });
    // What stayed is a draft like any other: back after a reload.
    await page.reload();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message.Message + postscript);
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
