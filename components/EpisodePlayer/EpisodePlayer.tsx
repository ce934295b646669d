import { DateText } from '@/components/DateText/DateText';
import { isoDurationOf, type ShowEpisode } from '#model/schema/podcast.ts';
import * as styles from './EpisodePlayer.css';

/** An episode's date and running time: `16 November 2026 · 50 min`. */
export function EpisodeMeta({ episode }: { episode: Pick<ShowEpisode, 'date' | 'duration'> }) {
  return (
    <p className={styles.meta}>
      <DateText date={episode.date} />
      {episode.duration ? (
        <>
          {' · '}
          <time dateTime={isoDurationOf(episode.duration)}>{episode.duration}</time>
        </>
      ) : null}
    </p>
  );
}

/**
 * An episode's player: the browser's own, fetching nothing until the visitor presses play (the
 * page's policy admits its host: scripts/build/postbuild.ts); a link to the file where the browser
 * has no player. Nothing where the episode has no audio the site may play.
 */
export function EpisodePlayer({ episode, label }: { episode: Pick<ShowEpisode, 'audio' | 'title'>; label: string }) {
  if (!episode.audio) return null;
  return (
    <audio controls preload="none" src={episode.audio.url} className={styles.player} aria-label={`${label}: ${episode.title}`}>
      <a href={episode.audio.url}>{episode.title}</a>
    </audio>
  );
}
