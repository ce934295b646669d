import type { Content } from '#model/registry.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { button } from '@/styles/button.css';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import * as styles from './PodcastTeaser.css';

/** A platform's link that leads nowhere yet: an anchor on the page it is on (`#podcast`, `/#podcast`), as the specification ships them. */
export const isPlaceholder = (href: string) => /^\/?#/.test(href);

/**
 * Where to listen: the streaming platforms under their heading, on the home page's teaser and the
 * podcast pages; there, with `feed`, the show's feed too. The home page shows the three as the
 * owner has them (the specification's placeholders until he sets them) until the show has its own
 * pages; from then on, as the show's own pages (`setOnly`), only those he has set, else the show's
 * page (`ownPage`), and its feed: never a placeholder leading back to the home page.
 */
export function StreamingPlatforms({
  copy,
  feed,
  setOnly = false,
  ownPage,
  className,
}: {
  copy: Pick<Content<'podcast'>, 'listenHeading' | 'streamingPlatforms'>;
  feed?: string | undefined;
  setOnly?: boolean;
  /** The show's own page on the site, listed where no platform is set (the home page's teaser, once the show has its pages). */
  ownPage?: { href: string; label: string } | undefined;
  /** The box around them, where a page lays them out in one (none where there is nothing to list). */
  className?: string;
}) {
  const platforms = setOnly ? copy.streamingPlatforms.filter(({ href }) => !isPlaceholder(href)) : copy.streamingPlatforms;
  const own = !platforms.length && ownPage ? ownPage : undefined;
  if (!platforms.length && !feed && !own) return null;
  const listed = (
    <>
      <p className={styles.listen} id="podcast-listen">
        {copy.listenHeading}
      </p>
      <ul role="list" aria-labelledby="podcast-listen" className={styles.platforms}>
        {platforms.map((platform) => (
          <li key={platform.label}>
            <a href={platform.href} className={button({ kind: 'outline' })}>
              {platform.label}
            </a>
          </li>
        ))}
        {own ? (
          <li>
            <SiteLink href={own.href} className={button({ kind: 'outline' })}>
              {own.label}
            </SiteLink>
          </li>
        ) : null}
        {feed ? (
          <li>
            <a href={feed} type="application/rss+xml" className={button({ kind: 'outline' })}>
              {episodeWords.subscribe}
            </a>
          </li>
        ) : null}
      </ul>
    </>
  );
  return className ? <div className={className}>{listed}</div> : listed;
}
