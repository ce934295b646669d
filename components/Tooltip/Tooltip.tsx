'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { tooltipOpenDelay, type TooltipDelays } from './tooltipDelay';
import * as styles from './Tooltip.css';

// All tooltips form one group: moving from one to the next skips the open delay.
let lastClosedAt = -Infinity;

interface TooltipProps extends TooltipDelays {
  /** The same as the accessible name of the control it labels. */
  label: string;
  children: ReactNode;
}

/** Screen readers get the control's own name, so the bubble is hidden from them. */
export function Tooltip({ label, children, openDelayMs, skipDelayMs }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLSpanElement>(null);

  // Escape dismisses the tooltip wherever focus is, as for one opened by hover (WCAG 1.4.13).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      lastClosedAt = performance.now();
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const show = () => {
    clearTimeout(timer.current);
    const delay = tooltipOpenDelay(performance.now(), lastClosedAt, { openDelayMs, skipDelayMs });
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = performance.now();
    setOpen(false);
  };

  // The pointer or focus may be on the control before its code arrives: shown as if just entered.
  useEffect(() => {
    if (root.current?.matches(':hover, :focus-within')) show();
    return () => clearTimeout(timer.current);
    // Once, on mount: `show` reads only refs and the group's clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <span ref={root} className={styles.root} onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {children}
      <span className={styles.bubble} aria-hidden="true" hidden={!open}>
        {label}
      </span>
    </span>
  );
}
