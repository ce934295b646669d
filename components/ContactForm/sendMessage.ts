// Loaded with the first submit, not with the page.
import type { ContactFormValues } from './contactFormState';

/** How an attempt to hand a message to the form service ended. */
export type SendResult = 'sent' | 'failed';

/**
 * Posts the form's fields as an ordinary form post (`application/x-www-form-urlencoded`, as the
 * form would without JavaScript), asking for JSON as Formspree-style services expect. The
 * service has accepted the message when it answers 2xx, or redirects as it does after a plain
 * post (Netlify to the thank-you page); an error status, a network failure or no answer within
 * `timeoutMs` is a failure.
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
    return response.ok || response.type === 'opaqueredirect' ? 'sent' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** A `mailto:` link to `address` with the message filled in, for when the form could not send it. */
export function emailInsteadHref(address: string, values: ContactFormValues): string {
  const body = [values.message, '', values.name].join('\n').replace(/\r?\n/g, '\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(values.subject)}&body=${encodeURIComponent(body)}`;
}
