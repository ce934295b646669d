import type { Content } from '#model/registry.ts';
import { button } from '@/styles/button.css';
import * as styles from './PodcastTeaser.css';

/** Where to listen: the streaming platforms under their heading, on the home page's teaser and the podcast page. */
export function StreamingPlatforms({ copy }: { copy: Pick<Content<'podcast'>, 'listenHeading' | 'streamingPlatforms'> }) {
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
      </ul>
    </>
  );
}
