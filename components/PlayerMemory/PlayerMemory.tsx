'use client';

// Beside an episode's player: where the listener stopped part-way through the episode before, an
// offer to go on from there, and his place kept as he listens (./memory.ts: on his device alone).
// The player, its controls, its speed and the lock screen answer before the scripts come (the
// page's own script: scripts/pipeline/postbuild/player-controls.ts); this comes with them.
import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { momentIn } from '@/lib/earlyActions';
import { timeText } from '#model/timeText.ts';
import { playerWords } from '#model/episodeWords.ts';
import { keepPlace, keptPlace } from './memory';
import { handOn, keepPlaying, putInPlace, takeBack, type Playing } from '@/components/PlaysOn/playing';
import { useFollowWhilePlaying } from '@/components/PlaysOn/follow';
import * as styles from './PlayerMemory.css';

interface Props {
  /** The player's id. */
  player: string;
  /** The episode's address, by which its place is kept. */
  episode: string;
  /** What the small player says of the episode when it plays on as he leaves the page (components/PlaysOn): where a site has a show. */
  playsOn: Omit<Playing, 'src' | 'time' | 'rate' | 'episode'>;
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

export function PlayerMemory({ player, episode, playsOn }: Props) {
  const offered = useSyncExternalStore(noSubscription, () => placeAtArrival(episode), none);
  const [declined, setDeclined] = useState(false);
  const offer = declined ? 0 : offered;

  useEffect(() => {
    const own = audioOf(player);
    if (!own) return;
    // Back on the page of the episode that played on: the player that played it takes this one's place, playing on.
    const back = takeBack(own.currentSrc || own.src);
    if (back?.audio) putInPlace(back.audio, own);
    const audio = audioOf(player) ?? own;
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
    };
    for (const [event, handler] of Object.entries(listen)) audio.addEventListener(event, handler);
    // One that played on in a player of its own: this one plays on from where it got to.
    if (back && !back.audio) {
      audio.addEventListener('loadedmetadata', () => (audio.currentTime = back.time), { once: true });
      void audio.play().catch(() => 0); // the offer goes as it plays (timeupdate)
    }
    return () => {
      for (const [event, handler] of Object.entries(listen)) audio.removeEventListener(event, handler);
    };
  }, [player, episode, offered]);

  // While it plays, the site's links are followed by the scripts (components/PlaysOn/follow.ts), and
  // leaving the page so ends its player: what it was playing plays on in the small player.
  useFollowWhilePlaying(
    useCallback(() => {
      const audio = audioOf(player);
      return audio && !audio.paused && !audio.ended ? episode : undefined;
    }, [player, episode]),
  );
  const { title, show, art, path } = playsOn;
  useLayoutEffect(
    () => () => {
      // Asked as the page goes, while its player is still in it (it may be the one that played on, put in place since).
      const audio = audioOf(player);
      if (audio instanceof HTMLAudioElement && !audio.paused && !audio.ended)
        handOn({
          src: audio.currentSrc || audio.src,
          time: audio.currentTime,
          rate: audio.playbackRate,
          episode,
          title,
          show,
          art,
          path,
          audio: keepPlaying(audio),
        });
    },
    [player, episode, title, show, art, path],
  );

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

  return offer ? (
    <div className={styles.row}>
      <button type="button" className={styles.goOn} onClick={goOn}>
        {playerWords.goOn(timeText(offer))}
      </button>
    </div>
  ) : null;
}
