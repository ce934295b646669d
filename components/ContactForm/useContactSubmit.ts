'use client';

import { useRef, useState, type FormEvent } from 'react';
import { constants } from '#model/constants.ts';
import type { ContactFormCopy, ServiceOption } from './copy';
import { contactValuesOf, emailInsteadHref, submissionIdField } from './contactFormState';
import type { DeliveryForm } from './deliveryForm';

// Toast and sending code come with the first submit, not with the page; a chunk that fails costs its extra only.
export const loadToast = () => import('./ContactToast');
const loadSender = () => import('./sendMessage');
export const withDraft = (use: (draft: typeof import('./contactDraft')) => void) => void import('./contactDraft').then(use, () => undefined);

export interface SubmitState {
  sending: boolean;
  sentCount: number;
  emailInstead?: string;
}

/** Logged (the specification's), then delivered. A filled honeypot gets the same confirmation and nothing is sent; a retry carries the same id. */
export function useContactSubmit(delivery: DeliveryForm, copy: ContactFormCopy, options: readonly ServiceOption[], address: string) {
  const [state, setState] = useState<SubmitState>({ sending: false, sentCount: 0 });
  const inFlight = useRef(false);
  const submissionId = useRef<string>(undefined);

  const toast = (tone: 'success' | 'error') =>
    void loadToast().then(
      (module) =>
        module.showContactToast({
          tone,
          title: tone === 'success' ? copy.sentTitle : copy.failedTitle,
          text: tone === 'success' ? copy.sentText : copy.failedText,
          durationMs: constants.toastDurationMs,
        }),
      () => undefined, // the live regions still say it
    );

  const confirm = (form: HTMLFormElement, reset = () => form.reset()) => {
    reset();
    submissionId.current = undefined;
    withDraft((draft) => draft.settleDraft(form));
    toast('success');
    setState((current) => ({ sending: false, sentCount: current.sentCount + 1 }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = contactValuesOf(data, options);
    console.log('Contact form submitted', values);
    if (delivery.kind === 'log' || data.get(delivery.honeypot)) return confirm(form);

    inFlight.current = true;
    setState((current) => ({ ...current, sending: true, emailInstead: undefined }));
    // Unlike randomUUID, works over plain HTTP too.
    submissionId.current ??= Date.now().toString(36) + Math.random().toString(36).slice(2);
    data.set(submissionIdField, submissionId.current);
    const sender = await loadSender().catch(() => undefined); // a failed fetch of the code is a failed send
    const result = await sender?.sendMessage(delivery.backgroundAction, data, constants.contactSendTimeoutMs);
    inFlight.current = false;
    if (sender && result === 'sent') {
      // Only where statistics are on (next.config.mjs): a goal, never what the message said.
      if (process.env.NEXT_PUBLIC_ANALYTICS)
        void import('@/components/Analytics/tracker').then(
          (tracker) => tracker.goal('Message Sent'),
          () => undefined,
        );
      return confirm(form, () => sender.resetUnchanged(form, data));
    }
    toast('error');
    setState((current) => ({ ...current, sending: false, emailInstead: emailInsteadHref(address, values) }));
  };

  return { state, onSubmit };
}
