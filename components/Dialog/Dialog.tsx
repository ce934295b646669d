'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { button } from '@/styles/button.css';
import { motionOnDemand } from '@/styles/motionOnDemand';
import * as styles from './Dialog.css';

const motion = motionOnDemand(() => import('./dialogMotion'));

interface DialogProps {
  /** What the trigger button shows; its accessible name. */
  trigger: ReactNode;
  /** Classes of the trigger button. */
  triggerClassName: string;
  /** The dialog's heading (an h2), which names it. */
  title: ReactNode;
  /** Shown before the title in the dialog's header (an icon tile). */
  media?: ReactNode;
  /** Shown after the title in the header (a status badge). */
  badge?: ReactNode;
  /** The dialog's content, between its header and its actions. */
  children: ReactNode;
  /** Shown before Close (e.g. a 'Visit Website' link). */
  actions?: ReactNode;
  /** Text of the Close button. */
  closeLabel: string;
}

function supportsInvokers() {
  return 'command' in HTMLButtonElement.prototype;
}

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside the dialog. A modal dialog makes the page inert, but from its last control
 * the browser would send focus out to its own toolbar; APG asks for it to wrap instead.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusable));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A button and the modal `<dialog>` it opens: a header (media, title, badge), the body, and the
 * actions with Close. Its ids come from `useId`, so callers name nothing. The platform does most of the modal work:
 * `showModal()` makes the page inert, closes on Escape and returns focus to the button; the
 * `command`/`commandfor` and `closedby` attributes make it open and light-dismiss even before
 * (or without) hydration where supported. The handlers here wrap Tab inside the dialog, cover
 * browsers without those attributes, and play its entrance and exit (dialogMotion.ts).
 */
export function Dialog(props: DialogProps) {
  const { trigger, triggerClassName, title, media, badge, children, actions, closeLabel } = props;
  const id = useId();
  const titleId = `${id}title`;
  const dialogRef = useRef<HTMLDialogElement>(null);

  const open = () => {
    const dialog = dialogRef.current;
    if (!dialog || supportsInvokers()) return;
    motion.code?.settle(dialog);
    dialog.showModal();
  };
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  // Every way in and out (the button, its command, Escape, a light dismiss, Close) changes
  // `open`; the motion follows that, whichever path it took.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const observer = new MutationObserver(() => {
      if (dialog.open) motion.code?.playEntrance(dialog);
      else motion.code?.playExit(dialog);
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    const settleFirst = () => motion.code?.settle(dialog);
    dialog.addEventListener('command', settleFirst);
    return () => {
      observer.disconnect();
      dialog.removeEventListener('command', settleFirst);
    };
  }, []);

  return (
    <>
      <button type="button" className={triggerClassName} aria-haspopup="dialog" commandfor={id} command="show-modal" onClick={open} {...motion.intent}>
        {trigger}
      </button>
      <dialog
        ref={dialogRef}
        id={id}
        aria-labelledby={titleId}
        aria-modal="true"
        closedby="any"
        className={styles.dialog}
        onClick={closeOnBackdrop}
        onKeyDown={wrapTab}
      >
        <div className={styles.body}>
          <div className={styles.header}>
            {media}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {badge}
          </div>
          {children}
          <div className={styles.actions}>
            {actions}
            <form method="dialog">
              <button type="submit" className={button({ kind: 'secondary' })}>
                {closeLabel}
              </button>
            </form>
          </div>
        </div>
      </dialog>
    </>
  );
}
