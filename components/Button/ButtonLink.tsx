import { SiteLink } from '@/components/SiteLink/SiteLink';
import type { ReactNode } from 'react';
import { button, type ButtonVariants } from './Button.css';

type ButtonLinkProps = ButtonVariants & {
  /** Destination: a path inside the site or an absolute URL. */
  href: string;
  children: ReactNode;
};

/** A link that looks like a button. Site paths use client-side navigation. */
export function ButtonLink({ href, kind, size, children }: ButtonLinkProps) {
  return (
    <SiteLink href={href} className={button({ kind, size })}>
      {children}
    </SiteLink>
  );
}
