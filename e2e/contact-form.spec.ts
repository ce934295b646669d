import { contactForm } from './contactFormPage';
import { expect, fillContactForm, holdScripts, recordOutgoing, test } from './fixtures';

const valid = {
  'Your Name': 'Ada Lovelace',
  'Email Address': 'ada@example.com',
  Subject: 'A merger next spring',
  Message: 'We are acquiring a competitor and need an integration lead.',
};

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
});

test('a valid submit logs the data, announces and shows the toast for 5 s, and resets the form, with no request', async ({ page }) => {
  const outgoing = recordOutgoing(page);
  const live = page.locator('[role="status"][aria-live="polite"]').first();
  await expect(live).toBeAttached();

  await fillContactForm(page, valid);
  await page.getByLabel('Service of Interest').selectOption('speaking');
  const logged = page.waitForEvent('console', (m) => m.type() === 'log' && m.text().includes('Contact form submitted'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  const submittedAt = Date.now();
  // The toast pauses while the pointer rests on it (react-hot-toast): keep the pointer clear of
  // where it appears, as a phone's finger would be after a tap.
  const viewport = page.viewportSize();
  await page.mouse.move((viewport?.width ?? 390) - 2, (viewport?.height ?? 844) - 2);
  const log = await logged;
  const data = await log.args()[1]!.jsonValue();
  expect(data).toEqual({
    name: valid['Your Name'],
    email: valid['Email Address'],
    subject: valid.Subject,
    message: valid.Message,
    service: 'speaking',
  });

  const toast = page.getByText('Message Sent', { exact: true });
  await expect(toast).toBeVisible();
  await expect(page.getByText("Thank you for reaching out. I'll get back to you shortly!", { exact: true })).toBeVisible();
  await expect(live).toContainText('Message Sent');
  for (const label of Object.keys(valid)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Service of Interest')).toHaveValue('general');
  expect(outgoing).toEqual([]);

  // Shown for 5000 ms: still there at 4 s after the submit, gone (faded or removed) by about 6 s.
  const elapsed = Date.now() - submittedAt;
  await page.waitForTimeout(4000 - elapsed);
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((el) => getComputedStyle(el.closest('[data-visible]')!).opacity)).toBe('1');
  const gone = () => toast.evaluateAll((els) => els.every((el) => getComputedStyle(el.closest('[data-visible]')!).opacity === '0'));
  await expect.poll(gone, { timeout: 6200 - (Date.now() - submittedAt), intervals: [100] }).toBe(true);
});

test('an invalid submit keeps every value and shows the browser message', async ({ page }) => {
  await fillContactForm(page, { ...valid, 'Email Address': 'not-an-email' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  const email = page.getByLabel('Email Address');
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('');
  for (const [label, value] of Object.entries({ ...valid, 'Email Address': 'not-an-email' })) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(page.getByText('Message Sent', { exact: true })).toHaveCount(0);
});

test('an empty required field blocks the submit and nothing is lost', async ({ page }) => {
  await fillContactForm(page, { ...valid, Subject: '' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await page.getByLabel('Subject').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(valid.Message);
  await expect(page.getByText('Message Sent', { exact: true })).toHaveCount(0);
});

test('every field takes at most its limit, so no paste can stall the page, and says so near it', async ({ page }) => {
  const message = page.getByLabel('Message', { exact: true });
  await message.fill('x'.repeat(100_000));
  await expect(message).toHaveValue('x'.repeat(contactForm.maxLength.message));
  await expect(message).toHaveAccessibleDescription(contactForm.charactersLeft.replace('{count}', '0'));
  const name = page.getByLabel('Your Name');
  await name.fill('Ada');
  await expect(name).toHaveAccessibleDescription('');
});

test.describe('in log delivery, before the code arrives', () => {
  test.use({ awaitHydration: false });

  test('a message typed and sent while the scripts are on their way is kept, then sent and confirmed once they come', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: contactForm.heading });
    await expect(form).toHaveAttribute('method', 'dialog');
    // With scripts on, the note for browsers without them stays hidden, before the code too.
    await expect(page.getByText(contactForm.noScriptNote)).toBeHidden();
    await fillContactForm(page, valid);
    await page.getByRole('button', { name: contactForm.submitLabel }).click();
    // Answered at once, before any script: the button says it is sending.
    await expect(page.getByRole('button', { name: contactForm.sendingLabel })).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(valid.Subject);
    const logged = page.waitForEvent('console', (message) => message.type() === 'log' && message.text().includes('Contact form submitted'));
    release();
    expect(await (await logged).args()[1]!.jsonValue()).toMatchObject({ name: valid['Your Name'], subject: valid.Subject, message: valid.Message });
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: contactForm.submitLabel })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/contact');
  });
});

test.describe('when code loaded on demand fails to arrive', () => {
  test.use({ expectedConsole: /Failed to load resource/ });

  test('each chunk the submit fetches can fail without an error: the confirmation is still announced and the form resets', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && fetched.push(request.url())));
    const submit = async () => {
      await fillContactForm(page, valid);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.locator('[role="status"][aria-live="polite"]').first()).toContainText('Message Sent');
      await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    };
    fetched.length = 0;
    await submit();
    // The toast shows once its code has run: by then every chunk the submit asked for has been
    // reported (the live region can say 'Message Sent' before the first request is).
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
    const lazyChunks = [...fetched];
    expect(lazyChunks.length).toBeGreaterThan(0);
    for (const chunk of lazyChunks) {
      await page.route(chunk, (route) => route.abort());
      await page.goto('/contact');
      await submit();
      await page.unroute(chunk);
    }
  });
});
