import type { Content } from '#model/registry.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { button } from '@/styles/button.css';
import * as styles from './PodcastTeaser.css';

/** Where to listen: the streaming platforms under their heading, on the home page's teaser and the podcast pages; there, with `feed`, the show's feed too. */
export function StreamingPlatforms({ copy, feed }: { copy: Pick<Content<'podcast'>, 'listenHeading' | 'streamingPlatforms'>; feed?: string | undefined }) {
  return (
    <>
      <p className={styles.listen} id="podcast-listen">
        {copy.listenHeading}
      </p>
      <ul role="list" aria-labelledby="podcast-listen" className={styles.platforms}>
        {copy.streamingPlatforms.map((platform) => (
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
}
