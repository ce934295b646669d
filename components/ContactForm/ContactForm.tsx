'use client';

import { lazy, Suspense, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ServiceOption } from '@/content/contact';
import { button } from '@/components/Button/Button.css';
import { visuallyHidden } from '@/styles/a11y.css';
import type { ContactToastCopy } from './ContactToast';
import { emptyContactForm, isServiceInterest, type ContactFormValues, type TextField } from './contactFormState';
import * as styles from './ContactForm.css';

// react-hot-toast is fetched with the first submit, not with the page.
const loadToast = () => import('./ContactToast');
const ContactToaster = lazy(() => loadToast().then((module) => ({ default: module.ContactToaster })));

interface ContactFormProps {
  /** Heading and note above the fields. */
  heading: string;
  intro: string;
  /** Visible labels of the fields. */
  labels: Record<keyof ContactFormValues, string>;
  /** The service-interest options; the first is the default. */
  options: readonly ServiceOption[];
  submitLabel: string;
  /** Said under the button when scripts are off, since the form cannot send then. */
  noScriptNote: string;
  /** The confirmation shown after a submit. */
  toast: ContactToastCopy;
}

/**
 * The message form. The browser's own validation guards it (required fields, an email
 * field), so an invalid submit keeps every value and shows the native message. A valid one
 * logs the data, confirms with a toast and empties the form. Nothing is sent anywhere.
 * `method="dialog"` makes a submit before the scripts have loaded (or without them) do
 * nothing at all, rather than reload the page with the message in its URL and lose it.
 */
export function ContactForm({ heading, intro, labels, options, submitLabel, noScriptNote, toast }: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [sentCount, setSentCount] = useState(0);

  const updateText = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const updateService = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.currentTarget;
    if (isServiceInterest(value, options)) setValues((current) => ({ ...current, service: value }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log('Contact form submitted', values);
    void loadToast().then((module) => module.showContactToast(toast));
    setSentCount((count) => count + 1);
    setValues(emptyContactForm);
  };

  const text = (field: TextField, type: 'text' | 'email', autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`contact-${field}`} className={styles.label}>
        {labels[field]}
      </label>
      <input
        id={`contact-${field}`}
        name={field}
        type={type}
        required
        autoComplete={autoComplete}
        value={values[field]}
        onChange={updateText(field)}
        className={styles.control}
      />
    </div>
  );

  return (
    <form method="dialog" className={styles.form} onSubmit={submit} aria-labelledby="contact-form-heading">
      <div className={styles.full}>
        <h2 id="contact-form-heading" className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.note}>{intro}</p>
      </div>
      {text('name', 'text', 'name')}
      {text('email', 'email', 'email')}
      {text('subject', 'text', 'off')}
      <div className={styles.field}>
        <label htmlFor="contact-service" className={styles.label}>
          {labels.service}
        </label>
        <select id="contact-service" name="service" value={values.service} onChange={updateService} className={styles.control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.fieldFull}>
        <label htmlFor="contact-message" className={styles.label}>
          {labels.message}
        </label>
        <textarea id="contact-message" name="message" required value={values.message} onChange={updateText('message')} className={styles.textarea} />
      </div>
      <div className={styles.full}>
        <button type="submit" className={button({ kind: 'secondary', size: 'lg' })}>
          {submitLabel}
        </button>
        <p className={styles.noScriptNote}>{noScriptNote}</p>
      </div>
      {sentCount > 0 ? (
        <Suspense>
          <ContactToaster />
        </Suspense>
      ) : null}
      {/* Present before any toast, so screen readers announce the confirmation (react-hot-toast#335). */}
      <div role="status" aria-live="polite" className={visuallyHidden}>
        {sentCount > 0 ? <p key={sentCount}>{`${toast.title}. ${toast.text}`}</p> : null}
      </div>
    </form>
  );
}
