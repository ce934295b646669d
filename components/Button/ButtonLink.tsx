import { SiteLink } from '@/components/SiteLink/SiteLink';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/styles/a11y.css';
import { button, type ButtonVariants } from '@/styles/button.css';

type ButtonLinkProps = ButtonVariants & {
  /** Destination: a path inside the site or an absolute URL. */
  href: string;
  children: ReactNode;
  /** Read after the visible text but not shown, to make a generic label ('Learn More') say where it goes. */
  labelContinuation?: string;
};

/** A link that looks like a button. Site paths use client-side navigation. */
export function ButtonLink({ href, kind, size, children, labelContinuation }: ButtonLinkProps) {
  return (
    <SiteLink href={href} className={button({ kind, size })}>
      {children}
      {labelContinuation ? <span className={visuallyHidden}> {labelContinuation}</span> : null}
    </SiteLink>
  );
}
