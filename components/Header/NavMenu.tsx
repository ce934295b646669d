'use client';

import { SiteLink } from '@/components/SiteLink/SiteLink';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Icon } from '@/components/Icon/Icon';
import type { NavLink } from '@/content/types';
import { button } from '@/components/Button/Button.css';
import * as styles from './NavMenu.css';

interface NavMenuProps {
  /** Links in the order shown. */
  links: readonly NavLink[];
  /** The call-to-action link at the end. */
  cta: NavLink;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Accessible name of the toggle. */
  toggleLabel: string;
}

/**
 * The main navigation. Inline on wide screens; below the breakpoint a disclosure button
 * shows and hides it (closed by a link click or Escape, which returns focus to the toggle).
 */
export function NavMenu({ links, cta, label, toggleLabel }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <nav aria-label={label} className={styles.nav} onKeyDown={closeOnEscape}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label={toggleLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Icon name={open ? 'x' : 'menu'} />
      </button>
      <div id={panelId} className={styles.panel} data-open={open} onClick={closeOnLink}>
        <ul role="list" className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href} className={styles.link} aria-current={link.href === pathname ? 'page' : undefined}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <SiteLink href={cta.href} className={button({ kind: 'primary' })} aria-current={cta.href === pathname ? 'page' : undefined}>
          {cta.label}
        </SiteLink>
      </div>
    </nav>
  );
}
