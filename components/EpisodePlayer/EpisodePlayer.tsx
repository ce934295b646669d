import { DateText } from '@/components/DateText/DateText';
import { isoDurationOf, type ShowEpisode } from '#model/schema/podcast.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { playerId } from '@/lib/earlyActions';
import * as styles from './EpisodePlayer.css';
import { placeholderBytes } from '#model/episodeSlugs.ts';
import type { lockScreenOf } from '#model/episodeArt.ts';

/** The id of an episode page's player (lib/earlyActions.ts): its chapters' times seek it, and its page's address may say where it starts. */
export { playerId };

/** An episode's numbers as the feed gives them: `Season 2 · Episode 12`, either alone; never a place in a list. */
const numbersOf = ({ season, number }: Pick<ShowEpisode, 'season' | 'number'>): string =>
  [season ? `${episodeWords.season} ${season}` : '', number ? `${episodeWords.number} ${number}` : ''].filter(Boolean).join(' · ');

/** An episode's date, running time and numbers: `16 November 2026 · 50 min · Season 2 · Episode 12`. */
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

/**
 * An episode's player: the browser's own, fetching nothing until the visitor presses play (the
 * page's policy admits its host: scripts/pipeline/postbuild.ts); a link to the file where the browser
 * has no player. Nothing where the episode has no audio the site may play. `id`: on the
 * episode's own page, where its chapters seek it.
 */
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
  /** Where in the episode the page begins (a transcript's later part), in seconds: the player starts there unless the address names a moment. */
  start?: number | undefined;
  /** What the lock screen names while it plays (scripts/pipeline/postbuild/player-controls.ts): the show, and the episode's art, else the show's. */
  lockScreen?: ReturnType<typeof lockScreenOf>;
  /** The episode's address, by which the listener's place in it is kept (components/PlayerMemory): a first play goes on from there. */
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

/** A file's kind as a listener knows it: MP3, M4A, OGG… */
const kindOf = (type: string): string =>
  ({ 'audio/mpeg': 'MP3', 'audio/mp4': 'M4A', 'audio/x-m4a': 'M4A', 'audio/aac': 'AAC' })[type] ?? type.replace(/^audio\/(x-)?/, '').toUpperCase();

/** The episode's file to keep: `Download the episode (MP3, 48 MB)`; no size where the feed's is a placeholder (1,000 bytes is no episode). */
export function DownloadLink({ audio }: { audio: NonNullable<ShowEpisode['audio']> }) {
  const size = audio.length && audio.length >= placeholderBytes ? `, ${Math.round(audio.length / 1_000_000)} MB` : '';
  return (
    <a href={audio.url} download>
      {`${episodeWords.download} (${kindOf(audio.type)}${size})`}
    </a>
  );
}

/** What an episode the site does not play says instead of a player: why, and where to hear it. */
export function Unplayable({ episode }: { episode: Pick<ShowEpisode, 'unplayable' | 'link'> }) {
  if (!episode.unplayable) return null;
  const why = `${episodeWords.unplayableIntro} ${episodeWords.unplayable[episode.unplayable]}`;
  return <p className={styles.unplayable}>{episode.link ? `${why}: ${episodeWords.hearItOn(new URL(episode.link).host)}.` : `${why}.`}</p>;
}
