import { defaultServiceInterest, type ServiceInterest } from '@/content/contact';

/** What the contact form holds. */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  service: ServiceInterest;
}

/** Text fields of the form, by their `name` attribute. */
export type TextField = Exclude<keyof ContactFormValues, 'service'>;

/** The form as it starts and as it returns after a submit: empty, with the default service. */
export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
  service: defaultServiceInterest,
};

/** Whether `value` is one of the service-interest options. */
export function isServiceInterest(value: string, options: readonly { value: ServiceInterest }[]): value is ServiceInterest {
  return options.some((option) => option.value === value);
}
