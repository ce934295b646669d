import type { ContactField, ServiceInterest, ServiceOption } from '@/content/contact';

/** What the contact form holds, as logged on a submit (the specification's form state). */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  service: ServiceInterest;
}

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
