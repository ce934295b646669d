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
  /** Links in the order shown. */
  links: readonly NavLink[];
  /** The call-to-action link at the end. */
  cta: NavLink;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Accessible name of the toggle. */
  toggleLabel: string;
  /** Drawn before the call to action, by the server (the search page's link, where the owner wants it there): no code of its own here. */
  beforeCta?: ReactNode;
}

/**
 * The main navigation. Inline on wide screens; below the breakpoint a toggle shows and hides
 * it. The panel is a native popover opened by the toggle's `popovertarget`, so the menu works
 * from the HTML alone, while the scripts are still on their way or if one failed. The browser
 * closes it on Escape or a click outside, and returns focus to the toggle; once the scripts
 * run, a link click closes it too (the page then changes without a reload), and it drops
 * open with a short motion. Until React states the toggle's expanded state, the browser
 * reports it from the popover.
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
