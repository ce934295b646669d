// Loaded with the first submit, not with the page.
import { defaultOf, fieldsOf } from './contactDraft';

export type SendResult = 'sent' | 'failed';

/** The service has the message only on a 2xx: a redirect, an error, no answer within `timeoutMs` are failures. */
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

/** What he changed while it was on its way is a new message, and stays. */
export function resetUnchanged(form: HTMLFormElement, sent: FormData) {
  const fields = fieldsOf(form);
  const unchanged = fields.filter((field) => field.value === (sent.get(field.name) ?? ''));
  if (unchanged.length === fields.length) return form.reset();
  for (const field of unchanged) {
    field.value = defaultOf(field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
