// Loaded with the first submit, not with the page.
import { defaultOf, fieldsOf } from './contactDraft';

/** How an attempt to hand a message to the form service ended. */
export type SendResult = 'sent' | 'failed';

/**
 * Posts the form's fields as an ordinary form post (`application/x-www-form-urlencoded`, as the
 * form would without JavaScript), asking for JSON as Formspree-style services expect. The
 * service has accepted the message only when it answers 2xx: a service that took a JSON request
 * says so, and Netlify does for a post to a page of the site. Anything else is a failure: an
 * error status, a redirect (to another origin or not: the service did not say it took the
 * message), a network failure, or no answer within `timeoutMs`.
 */
export async function sendMessage(action: string, data: FormData, timeoutMs: number): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const fields = [...data].map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : value.name]);
  try {
    const response = await fetch(action, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      redirect: 'manual',
      signal: controller.signal,
    });
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Empties the form once the service has the message `sent`, but for what the visitor changed
 * while it was on its way: that is a new message, and stays (with an input event, so the
 * form's counters and draft follow).
 */
export function resetUnchanged(form: HTMLFormElement, sent: FormData) {
  const fields = fieldsOf(form);
  const unchanged = fields.filter((field) => field.value === (sent.get(field.name) ?? ''));
  if (unchanged.length === fields.length) return form.reset();
  for (const field of unchanged) {
    field.value = defaultOf(field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
