import type { ReactNode } from 'react';
import { ui } from '#model/ui.ts';
import { visuallyHidden } from '@/styles/a11y.css';

/**
 * A link to another site, in a new tab, that says so to a screen reader after its words (`said`:
 * by default "(opens in a new tab)"). `nofollow` for an address a feed gave, which the site does
 * not vouch for.
 */
export function ExternalLink({ href, children, said = ui.newTab, nofollow = false }: { href: string; children: ReactNode; said?: string; nofollow?: boolean }) {
  return (
    <a href={href} rel={`noopener noreferrer${nofollow ? ' nofollow' : ''}`} target="_blank">
      {children}
      <span className={visuallyHidden}>{` ${said}`}</span>
    </a>
  );
}
