import { DateText } from '@/components/DateText/DateText';
import { isoDurationOf, type ShowEpisode } from '#model/schema/podcast.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { playerId } from '@/lib/earlyActions';
import * as styles from './EpisodePlayer.css';
import { placeholderBytes } from '#model/episodeSlugs.ts';
import type { lockScreenOf } from '#model/episodeArt.ts';

export { playerId };

/** Either alone; never a place in a list. */
const numbersOf = ({ season, number }: Pick<ShowEpisode, 'season' | 'number'>): string =>
  [season ? `${episodeWords.season} ${season}` : '', number ? `${episodeWords.number} ${number}` : ''].filter(Boolean).join(' · ');

export function EpisodeMeta({ episode }: { episode: Pick<ShowEpisode, 'date' | 'duration' | 'season' | 'number'> }) {
  const numbers = numbersOf(episode);
  return (
    <p className={styles.meta}>
      <DateText date={episode.date} />
      {episode.duration ? (
        <>
          {' · '}
          <time dateTime={isoDurationOf(episode.duration)}>{episode.duration}</time>
        </>
      ) : null}
      {numbers ? ` · ${numbers}` : null}
    </p>
  );
}

/** The browser's own player, fetching nothing until play is pressed; a link to the file where it has none. */
export function EpisodePlayer({
  episode,
  label,
  id,
  start,
  lockScreen,
  place,
}: {
  episode: Pick<ShowEpisode, 'audio' | 'title'>;
  label: string;
  id?: string;
  /** In seconds: the player starts there unless the address names a moment. */
  start?: number | undefined;
  lockScreen?: ReturnType<typeof lockScreenOf>;
  place?: string;
}) {
  if (!episode.audio) return null;
  return (
    <audio
      id={id}
      controls
      preload="none"
      src={episode.audio.url}
      className={styles.player}
      aria-label={`${label}: ${episode.title}`}
      {...(start ? { 'data-start': String(Math.floor(start)) } : {})}
      {...(lockScreen ? { 'data-title': episode.title, 'data-show': lockScreen.show, 'data-art': JSON.stringify(lockScreen.art) } : {})}
      {...(place ? { 'data-place': place } : {})}
    >
      <a href={episode.audio.url}>{episode.title}</a>
    </audio>
  );
}

const kindOf = (type: string): string =>
  ({ 'audio/mpeg': 'MP3', 'audio/mp4': 'M4A', 'audio/x-m4a': 'M4A', 'audio/aac': 'AAC' })[type] ?? type.replace(/^audio\/(x-)?/, '').toUpperCase();

/** No size where the feed's is a placeholder. */
export function DownloadLink({ audio }: { audio: NonNullable<ShowEpisode['audio']> }) {
  const size = audio.length && audio.length >= placeholderBytes ? `, ${Math.round(audio.length / 1_000_000)} MB` : '';
  return (
    <a href={audio.url} download>
      {`${episodeWords.download} (${kindOf(audio.type)}${size})`}
    </a>
  );
}

export function Unplayable({ episode }: { episode: Pick<ShowEpisode, 'unplayable' | 'link'> }) {
  if (!episode.unplayable) return null;
  const why = `${episodeWords.unplayableIntro} ${episodeWords.unplayable[episode.unplayable]}`;
  return <p className={styles.unplayable}>{episode.link ? `${why}: ${episodeWords.hearItOn(new URL(episode.link).host)}.` : `${why}.`}</p>;
}
