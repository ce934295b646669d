import type { ContactField, ServiceInterest, ServiceOption } from './copy';

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  service: ServiceInterest;
}

/** Names one message through retries, so a message sent twice reaches the owner as two copies with one id. In the form's HTML, where Netlify's detection finds it. */
export const submissionIdField = 'submission-id';

export type TextField = Exclude<ContactField, 'service'>;

function optionOf(value: FormDataEntryValue | null, options: readonly ServiceOption[]): ServiceInterest | undefined {
  return options.find((option) => option.value === value)?.value;
}

/** Read from the fields, not React state, so what was typed before the scripts ran is what is sent. */
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

/** Part of the form itself, not of the code loaded to send: it must work when that fails. */
export function emailInsteadHref(address: string, values: ContactFormValues): string {
  const body = [values.message, '', values.name].join('\n').replace(/\r?\n/g, '\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(values.subject)}&body=${encodeURIComponent(body)}`;
}
