import Link from 'next/link';
import type { ComponentProps } from 'react';
import { isBuiltRoute } from './isBuiltRoute';
import { basePath } from '#model/basePath.ts';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link inside the site. Built pages get client-side navigation, fetched on click rather than
 * prefetched: a prefetch preloads the other page's stylesheets and hero photo, which costs a
 * slow phone bandwidth the current page needs (and the browser warns they went unused).
 * Paths with no page yet (/privacy, /blog...) are plain links, so the browser lands on the
 * not-found page with its 404 status.
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  if (isBuiltRoute(href)) return <Link href={href} prefetch={false} {...props} />;
  return <a href={href.startsWith('/') ? `${basePath}${href}` : href} {...props} />;
}
