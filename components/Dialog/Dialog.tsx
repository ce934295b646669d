'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { button } from '@/styles/button.css';
import { motionOnDemand } from '@/styles/motionOnDemand';
import * as styles from './Dialog.css';

const motion = motionOnDemand(() => import('./dialogMotion'));

interface DialogProps {
  trigger: ReactNode;
  triggerClassName: string;
  title: ReactNode;
  media?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  closeLabel: string;
}

function supportsInvokers() {
  return 'command' in HTMLButtonElement.prototype;
}

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** From its last control the browser would send focus to its toolbar; APG asks Tab to wrap. */
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
 * The platform does the modal work (`showModal()`, `commandfor`, `closedby`, even before hydration);
 * the handlers wrap Tab, cover browsers without those attributes, and play the motion.
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

  // Every way in and out changes `open`; the motion follows it, whichever way it was.
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
