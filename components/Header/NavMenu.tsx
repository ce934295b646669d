'use client';

import { SiteLink } from '@/components/SiteLink/SiteLink';
import { usePathname } from 'next/navigation';
import { useId, useState, type MouseEvent, type ReactNode, type ToggleEvent } from 'react';
import { useHydrated } from '@/hooks/useHydrated';
import { motionOnDemand } from '@/styles/motionOnDemand';
import { Icon } from '@/components/Icon/Icon';
import type { NavLink } from '#model/types.ts';
import { button } from '@/styles/button.css';
import * as styles from './NavMenu.css';

const motion = motionOnDemand(() => import('@/styles/motions'));

interface NavMenuProps {
  links: readonly NavLink[];
  cta: NavLink;
  label: string;
  toggleLabel: string;
  /** Drawn by the server (the search link, where the owner wants it): no code of its own here. */
  beforeCta?: ReactNode;
}

/**
 * Below the breakpoint a native popover (`popovertarget`), so the menu works from the HTML alone;
 * the browser closes it on Escape or outside and returns focus. The scripts add closing on a link and the motion.
 */
export function NavMenu({ links, cta, label, toggleLabel, beforeCta }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const pathname = usePathname();
  const panelId = useId();

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (open && event.target instanceof Element && event.target.closest('a')) event.currentTarget.hidePopover();
  };

  return (
    <nav aria-label={label} className={styles.nav}>
      <button
        type="button"
        className={styles.toggle}
        aria-label={toggleLabel}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        popoverTarget={panelId}
        {...motion.intent}
      >
        <Icon name="menu" className={styles.menuIcon} />
        <Icon name="x" className={styles.closeIcon} />
      </button>
      <div
        id={panelId}
        popover="auto"
        className={styles.panel}
        onBeforeToggle={(event: ToggleEvent<HTMLDivElement>) => {
          if (event.newState === 'open') void motion.code?.menuOpen(event.currentTarget);
        }}
        onToggle={(event: ToggleEvent<HTMLDivElement>) => setOpen(event.newState === 'open')}
        onClick={closeOnLink}
      >
        <ul role="list" className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href} className={styles.link} aria-current={link.href === pathname ? 'page' : undefined}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        {beforeCta}
        <SiteLink href={cta.href} className={button({ kind: 'primary' })} aria-current={cta.href === pathname ? 'page' : undefined}>
          {cta.label}
        </SiteLink>
      </div>
    </nav>
  );
}
