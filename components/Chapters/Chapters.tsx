import type { ShowEpisode } from '#model/schema/podcast.ts';
import { seek } from '@/lib/earlyActions';
import { episodeWords } from '#model/episodeWords.ts';
import { Timestamp } from '@/components/Timestamp/Timestamp';
import { visuallyHidden } from '@/styles/a11y.css';
import * as styles from './Chapters.css';

/**
 * An episode's chapters, each its start and title. With a player, each is a button that plays
 * the episode from its start (the page's loader answers it, before React and after:
 * lib/earlyActions.ts); without one, or without scripts, the list still reads.
 */
export function Chapters({ chapters, player }: { chapters: NonNullable<ShowEpisode['chapters']>; player?: string }) {
  return (
    <section aria-labelledby="chapters-heading" className={styles.chapters}>
      <h2 id="chapters-heading" className={styles.heading}>
        {episodeWords.chapters}
      </h2>
      <ol role="list" className={styles.list}>
        {chapters.map(({ start, title }) => {
          const time = <Timestamp seconds={start} />;
          return (
            <li key={`${start}-${title}`}>
              {player ? (
                <button type="button" className={styles.press} {...seek(start, player)}>
                  <span className={visuallyHidden}>{`${episodeWords.playFrom} `}</span>
                  {time}
                  <span className={styles.title}>{title}</span>
                </button>
              ) : (
                <span className={styles.press}>
                  {time}
                  <span className={styles.title}>{title}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
