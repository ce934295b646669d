'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import type { ContactFormCopy, ServiceOption } from './copy';
import { replay, sendingAttribute } from '@/lib/earlyActions';
import { button } from '@/styles/button.css';
import { visuallyHidden } from '@/styles/a11y.css';
import type { TextField } from './contactFormState';
import type { DeliveryForm } from './deliveryForm';
import { loadToast, useContactSubmit, withDraft } from './useContactSubmit';
import * as styles from './ContactForm.css';

// Should the toast's code fail to load, there is no toast: the live regions still say it all.
const ContactToaster = lazy<ComponentType>(() =>
  loadToast().then(
    (module) => ({ default: module.ContactToaster }),
    () => ({ default: () => null }),
  ),
);

interface ContactFormProps {
  copy: ContactFormCopy;
  options: readonly ServiceOption[];
  delivery: DeliveryForm;
  /** For the "send it by email instead" link after a failure. */
  email: string;
}

/**
 * The browser's own fields: what is typed before the scripts run is kept and sent, and its validation
 * guards a submit. With a service it is a real POST that works without scripts; in `log` delivery,
 * `method="dialog"` keeps an early submit from reloading, and the loader replays it (lib/earlyActions.ts).
 */
export function ContactForm({ copy, options, delivery, email }: ContactFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [lengths, setLengths] = useState<Partial<Record<TextField, number>>>({});
  const { state, onSubmit } = useContactSubmit(delivery, copy, options, email);

  useEffect(() => {
    const form = formRef.current;
    if (form) withDraft((draft) => draft.restoreDraft(form, draft.draftKey, draft.draftFields));
  }, []);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    withDraft((draft) => draft.saveDraft(form));
    const { target } = event;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
      setLengths((current) => ({ ...current, [target.name]: target.value.length }));
    }
  };

  const field = (name: TextField, control: (props: FieldProps) => ReactNode) => {
    const max = copy.maxLength[name];
    const left = max - (lengths[name] ?? 0);
    const hint = left < max / 10 ? copy.charactersLeft.replace('{count}', String(left)) : '';
    return (
      <div className={name === 'message' ? styles.fieldFull : styles.field}>
        <label htmlFor={`${id}-${name}`} className={styles.label}>
          {copy.labels[name]}
        </label>
        {control({ id: `${id}-${name}`, name, required: true, maxLength: max, 'aria-describedby': `${id}-${name}-hint` })}
        <p id={`${id}-${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      </div>
    );
  };

  const service = delivery.kind === 'log' ? undefined : delivery;
  return (
    <form
      ref={formRef}
      method={service ? 'post' : 'dialog'}
      action={service?.action}
      {...(service ? service.attributes : replay('submit'))}
      className={styles.form}
      onSubmit={onSubmit}
      onInput={onInput}
      onReset={() => setLengths({})}
      aria-labelledby={`${id}-heading`}
      aria-busy={state.sending}
    >
      <div className={styles.full}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {copy.heading}
        </h2>
        <p className={styles.note}>{copy.intro}</p>
      </div>
      {Object.entries(service?.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {field('name', (props) => (
        <input {...props} type="text" autoComplete="name" className={styles.control} />
      ))}
      {field('email', (props) => (
        <input {...props} type="email" autoComplete="email" className={styles.control} />
      ))}
      {/* No autocomplete="off": it would keep the browser from restoring the subject after Back. */}
      {field('subject', (props) => (
        <input {...props} type="text" className={styles.control} />
      ))}
      <div className={styles.field}>
        <label htmlFor={`${id}-service`} className={styles.label}>
          {copy.labels.service}
        </label>
        <select id={`${id}-service`} name="service" defaultValue={options[0]?.value} className={styles.control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {field('message', (props) => (
        <textarea {...props} className={styles.textarea} />
      ))}
      {service ? (
        // Tab skips it and people never see it; bots that fill in every field fill this too.
        <div hidden>
          <label>
            {copy.honeypotLabel}
            <input type="text" name={service.honeypot} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
      ) : null}
      <div className={styles.full}>
        {/* A submit kept before the code came already says "Sending…": one text node, kept at hydration. */}
        <button
          type="submit"
          className={button({ kind: 'secondary', size: 'lg' })}
          aria-disabled={state.sending}
          {...{ [sendingAttribute]: copy.sendingLabel }}
          suppressHydrationWarning
        >
          {state.sending ? copy.sendingLabel : copy.submitLabel}
        </button>
        <div role="alert" className={styles.alert}>
          {state.emailInstead ? (
            <p>
              {copy.failedText} <a href={state.emailInstead}>{copy.emailInsteadLabel}</a>
            </p>
          ) : null}
        </div>
        {service ? (
          <p className={styles.footnote}>{process.env.NEXT_PUBLIC_PRIVACY_PAGE ? service.note : copy.privacyNote.replace('{service}', service.service)}</p>
        ) : null}
        {service ? null : <p className={styles.noScriptNote}>{copy.noScriptNote}</p>}
      </div>
      {state.sentCount > 0 || state.emailInstead ? (
        <Suspense>
          <ContactToaster />
        </Suspense>
      ) : null}
      {/* Present before any toast, so screen readers announce the confirmation (react-hot-toast#335). */}
      <div role="status" aria-live="polite" className={visuallyHidden}>
        {state.sentCount > 0 ? <p key={state.sentCount}>{`${copy.sentTitle}. ${copy.sentText}`}</p> : null}
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  name: TextField;
  required: true;
  maxLength: number;
  'aria-describedby': string;
}
