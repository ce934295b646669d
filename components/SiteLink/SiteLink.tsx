import Link from 'next/link';
import type { ComponentProps } from 'react';
import { isBuiltRoute } from '@/content/routes';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link inside the site. Built pages get client-side navigation and prefetching; paths with
 * no page yet (/privacy, /blog...) are plain links, so nothing prefetches a payload that
 * does not exist and the browser lands on the not-found page with its 404 status.
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  if (isBuiltRoute(href)) return <Link href={href} {...props} />;
  return <a href={href} {...props} />;
}
