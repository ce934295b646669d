'use client';

import { Icon } from '@/components/Icon/Icon';
import toast, { Toaster } from 'react-hot-toast';
import * as styles from './ContactToast.css';

/** What a toast says, how it looks and how long it stays. */
export interface ContactToastCopy {
  title: string;
  text: string;
  durationMs: number;
  /** A confirmation, or a message that was not sent. */
  tone: NonNullable<styles.CardVariants>['tone'];
}

/** Shows a toast card. Its own live region is silenced: the form's live regions speak for it. */
export function showContactToast(copy: ContactToastCopy) {
  toast.custom(
    (t) => (
      <div className={styles.card({ tone: copy.tone })} data-visible={t.visible}>
        <Icon name={copy.tone === 'error' ? 'x' : 'circle-check'} className={styles.icon({ tone: copy.tone })} />
        <div>
          <p className={styles.title}>{copy.title}</p>
          <p className={styles.text}>{copy.text}</p>
        </div>
      </div>
    ),
    { duration: copy.durationMs, ariaProps: { role: 'status', 'aria-live': 'off' } },
  );
}

/** Where toasts appear: top centre, below the fixed header. */
export function ContactToaster() {
  return <Toaster position="top-center" containerStyle={{ top: styles.containerTop }} />;
}
