'use client';

// Where he stopped before, an offer to go on, and his place kept as he listens (on his device alone).
// The player itself answers before the scripts come (postbuild/player-controls.ts); this comes with them.
import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { momentIn } from '@/lib/earlyActions';
import { timeText } from '#model/timeText.ts';
import { playerWords } from '#model/episodeWords.ts';
import { keepPlace, keptPlace } from './memory';
import { handOn, keepPlaying, putInPlace, takeBack, type Playing } from '@/components/PlaysOn/playing';
import { useFollowWhilePlaying } from '@/components/PlaysOn/follow';
import * as styles from './PlayerMemory.css';

interface Props {
  player: string;
  episode: string;
  playsOn: Omit<Playing, 'src' | 'time' | 'rate' | 'episode'>;
}

function audioOf(id: string): HTMLMediaElement | undefined {
  const element = document.getElementById(id);
  return element instanceof HTMLMediaElement ? element : undefined;
}

/** None where the address names a moment to start from (a link shared). */
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
    const back = takeBack(own.currentSrc || own.src);
    if (back?.audio) putInPlace(back.audio, own);
    const audio = audioOf(player) ?? own;
    // Its length is known once the player has its file.
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
    if (back && !back.audio) {
      audio.addEventListener('loadedmetadata', () => (audio.currentTime = back.time), { once: true });
      void audio.play().catch(() => 0); // the offer goes as it plays (timeupdate)
    }
    return () => {
      for (const [event, handler] of Object.entries(listen)) audio.removeEventListener(event, handler);
    };
  }, [player, episode, offered]);

  // While it plays, the scripts follow the site's links (PlaysOn/follow.ts), so it plays on in the small player.
  useFollowWhilePlaying(
    useCallback(() => {
      const audio = audioOf(player);
      return audio && !audio.paused && !audio.ended ? episode : undefined;
    }, [player, episode]),
  );
  const { title, show, art, path } = playsOn;
  useLayoutEffect(
    () => () => {
      // Asked as the page goes, while its player (maybe the one that played on) is still in it.
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

  /** Once the player knows its file, when it has loaded nothing yet. */
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
