import type { ComponentProps } from 'react';
import { basePath } from '#model/basePath.ts';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link inside the site: a plain link the browser follows itself, under the site's base path.
 * So the next page can show at once: the browser shows a page it prerendered (the speculation
 * rules every page carries, scripts/pipeline/postbuild/speculation.ts) only on its own navigation,
 * which a client-side navigation (Next's `<Link>`) would take from it; and Back brings the page
 * from the browser's back/forward cache. A path with no page (/privacy, /blog...) lands on the
 * not-found page with its 404 status. While an episode plays on, its player follows these links
 * by the scripts instead, keeping the audio (components/PlaysOn/follow.ts).
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  return <a href={href.startsWith('/') ? `${basePath}${href}` : href} {...props} />;
}
