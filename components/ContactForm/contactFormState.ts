import type { ContactField, ServiceInterest, ServiceOption } from './copy';

/** What the contact form holds, as logged on a submit (the specification's form state). */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  service: ServiceInterest;
}

/**
 * A hidden field that names one message: the form fills it in before each background send and
 * keeps it through retries, so a message sent twice (an answer that came after the timeout,
 * then a retry) reaches the owner as two copies with one id. Empty without JavaScript, where the
 * browser waits for the answer and nothing is retried. In the form's HTML (`deliveryForm`), as
 * Netlify stores only the fields its deploy-time detection found.
 */
export const submissionIdField = 'submission-id';

/** Text fields of the form, by their `name` attribute. */
export type TextField = Exclude<ContactField, 'service'>;

/** The option `value` names, if it is one of `options`. */
function optionOf(value: FormDataEntryValue | null, options: readonly ServiceOption[]): ServiceInterest | undefined {
  return options.find((option) => option.value === value)?.value;
}

/**
 * The values in the form itself, read from its fields rather than from React state, so what a
 * visitor typed before the scripts ran is what is logged and sent.
 */
export function contactValuesOf(data: FormData, options: readonly ServiceOption[]): ContactFormValues {
  const text = (name: TextField) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    message: text('message'),
    service: optionOf(data.get('service'), options) ?? options[0]?.value ?? 'general',
  };
}

/**
 * A `mailto:` link to `address` with the message filled in, for when the form could not send
 * it. Part of the form itself, not of the code loaded to send: it must work when that fails.
 */
export function emailInsteadHref(address: string, values: ContactFormValues): string {
  const body = [values.message, '', values.name].join('\n').replace(/\r?\n/g, '\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(values.subject)}&body=${encodeURIComponent(body)}`;
}
