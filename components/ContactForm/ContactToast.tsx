'use client';

import { Icon } from '@/components/Icon/Icon';
import toast, { Toaster } from 'react-hot-toast';
import * as styles from './ContactToast.css';

/** What the confirmation says and how long it stays. */
export interface ContactToastCopy {
  title: string;
  text: string;
  durationMs: number;
}

/** Shows the confirmation card. Its own live region is silenced: the form's polite region speaks for it. */
export function showContactToast(copy: ContactToastCopy) {
  toast.custom(
    (t) => (
      <div className={styles.card} data-visible={t.visible}>
        <Icon name="circle-check" className={styles.icon} />
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
  return <Toaster position="top-center" containerStyle={{ top: 88 }} />;
}
