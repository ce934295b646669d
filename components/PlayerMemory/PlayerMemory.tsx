'use client';

// Beside an episode's player: a speed control with the usual steps, and, where the listener
// stopped part-way through the episode before, an offer to go on from there (./memory.ts: on his
// device alone). As it plays, the lock screen and the headset name the episode (Media Session).
// The player itself plays before the scripts come; the speed control waits for them, disabled.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '@/hooks/useHydrated';
import { momentIn } from '@/lib/earlyActions';
import { timeText } from '@/lib/timeText';
import { playerWords } from '#model/episodeWords.ts';
import { keepPlace, keepSpeed, keptPlace, keptSpeed, speeds } from './memory';
import * as styles from './PlayerMemory.css';

interface Props {
  /** The player's id. */
  player: string;
  /** The episode's address, by which its place is kept. */
  episode: string;
  title: string;
  show: string;
  /** The episode's art, for the lock screen, where it has its own. */
  art?: string;
}

/** The page's player of that id, if it is one. */
function audioOf(id: string): HTMLMediaElement | undefined {
  const element = document.getElementById(id);
  return element instanceof HTMLMediaElement ? element : undefined;
}

/** Where he had stopped each episode when the page opened (none where its address names a moment to start from: a link shared). */
const atArrival = new Map<string, number>();
function placeAtArrival(episode: string): number {
  if (!atArrival.has(episode)) atArrival.set(episode, momentIn(location) ? 0 : keptPlace(episode));
  return atArrival.get(episode) ?? 0;
}
const noSubscription = () => () => {};
const none = () => 0;

export function PlayerMemory({ player, episode, title, show, art }: Props) {
  const live = useHydrated();
  // The player's own speed, whoever set it (this control, or the browser's menu).
  const speed = useSyncExternalStore(
    (changed) => {
      const audio = audioOf(player);
      audio?.addEventListener('ratechange', changed);
      return () => audio?.removeEventListener('ratechange', changed);
    },
    () => audioOf(player)?.playbackRate ?? 1,
    () => 1,
  );
  const offered = useSyncExternalStore(noSubscription, () => placeAtArrival(episode), none);
  const [declined, setDeclined] = useState(false);
  const offer = declined ? 0 : offered;

  useEffect(() => {
    const audio = audioOf(player);
    if (!audio) return;
    audio.defaultPlaybackRate = audio.playbackRate = keptSpeed();
    // A place past the episode's end is none (its length is known once the player has its file).
    const pastTheEnd = () => audio.duration > 0 && offered >= audio.duration && setDeclined(true);
    pastTheEnd();
    let saved = 0;
    const listen = {
      timeupdate: () => {
        if (Math.abs(audio.currentTime - saved) < 5) return;
        saved = audio.currentTime;
        keepPlace(episode, saved, audio.duration);
        if (saved > 5) setDeclined(true); // playing on from elsewhere: the offer has had its time
      },
      pause: () => keepPlace(episode, audio.currentTime, audio.duration),
      ended: () => keepPlace(episode, 0, 0),
      loadedmetadata: pastTheEnd,
      ratechange: () => keepSpeed(audio.playbackRate),
      play: () => {
        if ('mediaSession' in navigator)
          navigator.mediaSession.metadata = new MediaMetadata({
            title,
            artist: show,
            album: show,
            artwork: art ? [{ src: art, sizes: '192x192', type: 'image/webp' }] : [],
          });
      },
    };
    for (const [event, handler] of Object.entries(listen)) audio.addEventListener(event, handler);
    return () => {
      for (const [event, handler] of Object.entries(listen)) audio.removeEventListener(event, handler);
    };
  }, [player, episode, title, show, art, offered]);

  /** Plays from where he stopped: once the player knows its file, when it has loaded nothing yet. */
  function goOn() {
    const audio = audioOf(player);
    if (!audio) return;
    if (audio.readyState && offer >= audio.duration) return setDeclined(true);
    if (audio.readyState) audio.currentTime = offer;
    else audio.addEventListener('loadedmetadata', () => (audio.currentTime = offer), { once: true });
    void audio.play().catch(() => 0);
    setDeclined(true);
  }

  return (
    <div className={styles.row}>
      <label className={styles.speed}>
        {playerWords.speed}
        <select
          value={String(speed)}
          disabled={!live}
          className={styles.select}
          onChange={(event) => {
            const audio = audioOf(player);
            if (audio) audio.defaultPlaybackRate = audio.playbackRate = Number(event.target.value);
          }}
        >
          {speeds.map((each) => (
            <option key={each} value={String(each)}>
              {playerWords.times(each)}
            </option>
          ))}
        </select>
      </label>
      {offer ? (
        <button type="button" className={styles.goOn} onClick={goOn}>
          {playerWords.goOn(timeText(offer))}
        </button>
      ) : null}
    </div>
  );
}
