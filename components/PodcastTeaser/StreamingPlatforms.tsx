import type { Content } from '#model/registry.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { button } from '@/styles/button.css';
import * as styles from './PodcastTeaser.css';

/** A platform's link that leads nowhere yet: an anchor on the page it is on (`#podcast`, `/#podcast`), as the specification ships them. */
export const isPlaceholder = (href: string) => /^\/?#/.test(href);

/**
 * Where to listen: the streaming platforms under their heading, on the home page's teaser and the
 * podcast pages; there, with `feed`, the show's feed too. The home page shows the three as the
 * owner has them (the specification's placeholders until he sets them); the show's own pages
 * (`setOnly`) only those he has set, and nothing where that leaves none and no feed.
 */
export function StreamingPlatforms({
  copy,
  feed,
  setOnly = false,
  className,
}: {
  copy: Pick<Content<'podcast'>, 'listenHeading' | 'streamingPlatforms'>;
  feed?: string | undefined;
  setOnly?: boolean;
  /** The box around them, where a page lays them out in one (none where there is nothing to list). */
  className?: string;
}) {
  const platforms = setOnly ? copy.streamingPlatforms.filter(({ href }) => !isPlaceholder(href)) : copy.streamingPlatforms;
  if (!platforms.length && !feed) return null;
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
