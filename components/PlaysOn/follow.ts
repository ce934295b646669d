// While an episode plays, a link within the site is followed by the scripts (a client navigation,
// which keeps this document and so the audio: ./playing.ts hands it to the small player), where the
// browser would otherwise follow it itself (components/SiteLink: a new document, shown at once when
// it prerendered it). Another
// episode's page, whose player may play from a host this page's policy does not name, is loaded
// anew as ever, its place kept. Heard by the episode's page while its player plays, and by the
// small player while it does: no other page carries it.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { basePath } from '#model/basePath.ts';

/** A link's path within the site, where a press of it may keep `episode` playing; undefined for any other. */
function keptPath(link: HTMLAnchorElement, episode: string): string | undefined {
  if (link.target || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || (basePath && !url.pathname.startsWith(`${basePath}/`) && url.pathname !== basePath)) return undefined;
  const path = url.pathname.slice(basePath.length) || '/';
  const [, slug] = /^\/podcast\/([^/]+)/.exec(path) ?? [];
  if (slug && slug !== episode && slug !== 'page' && slug !== 'season') return undefined;
  return `${path}${url.search}${url.hash}`;
}

/** Follows the site's links by the scripts while `playing()` names the episode that plays (its address). */
export function useFollowWhilePlaying(playing: () => string | undefined): void {
  const router = useRouter();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const episode = link instanceof HTMLAnchorElement ? playing() : undefined;
      const path = episode && link instanceof HTMLAnchorElement ? keptPath(link, episode) : undefined;
      if (!path) return;
      event.preventDefault();
      router.push(path);
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [router, playing]);
}
