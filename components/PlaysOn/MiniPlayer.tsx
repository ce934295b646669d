'use client';

// The small player, at the foot of the window while an episode plays on across the site's pages:
// what plays, a press to pause or play it, its page to go back to, and one to stop it. It plays a
// player of its own from where the page's had got to, at its speed (the page's player ended with
// its page), keeps the place as the page's did (../PlayerMemory/memory.ts), and names the episode on
// the lock screen. His place is the page's again when he goes back to the episode (./playing.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { keepPlace } from '@/components/PlayerMemory/memory';
import { playerWords } from '#model/episodeWords.ts';
import { keepTime, stop, type Playing } from './playing';
import { useFollowWhilePlaying } from './follow';
import * as styles from './MiniPlayer.css';

export default function MiniPlayer({ playing }: { playing: Playing }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const bar = useRef<HTMLElement | null>(null);
  const [paused, setPaused] = useState(false);
  // Its links, and the site's, keep it playing as the listener walks on (./follow.ts).
  useFollowWhilePlaying(useCallback(() => playing.episode, [playing]));

  // Nothing the keyboard brings to hides under it (WCAG 2.2 SC 2.4.11): the page scrolls clear of its height.
  useEffect(() => {
    const root = document.documentElement;
    const clear = () => root.style.setProperty('scroll-padding-bottom', `${bar.current?.getBoundingClientRect().height ?? 0}px`);
    const watch = new ResizeObserver(clear);
    if (bar.current) watch.observe(bar.current);
    return () => {
      watch.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);

  useEffect(() => {
    const player = new Audio(playing.src);
    audio.current = player;
    player.preload = 'auto';
    player.defaultPlaybackRate = player.playbackRate = playing.rate;
    player.addEventListener('loadedmetadata', () => (player.currentTime = playing.time), { once: true });
    const kept = () => keepPlace(playing.episode, player.currentTime, player.duration);
    const listen = { pause: () => (setPaused(true), kept()), play: () => setPaused(false), timeupdate: kept, ended: stop };
    for (const [event, handler] of Object.entries(listen)) player.addEventListener(event, handler);
    keepTime(() => player.currentTime);
    void player.play().catch(() => setPaused(true));
    if ('mediaSession' in navigator) {
      navigator.mediaSession.metadata = new MediaMetadata({ title: playing.title, artist: playing.show, album: playing.show, artwork: [{ src: playing.art }] });
      navigator.mediaSession.setActionHandler('play', () => void player.play());
      navigator.mediaSession.setActionHandler('pause', () => player.pause());
    }
    return () => {
      kept();
      keepTime(undefined);
      for (const [event, handler] of Object.entries(listen)) player.removeEventListener(event, handler);
      player.pause();
      player.removeAttribute('src');
    };
  }, [playing]);

  return (
    <section ref={bar} aria-label={playerWords.playingOn} className={styles.bar}>
      <p className={styles.what}>
        <span className={styles.label}>{playerWords.playingOn}: </span>
        <SiteLink href={playing.path}>{playing.title}</SiteLink>
      </p>
      <button
        type="button"
        className={styles.control}
        aria-pressed={!paused}
        onClick={() => (audio.current?.paused ? void audio.current.play() : audio.current?.pause())}
      >
        {playerWords.play}
      </button>
      <button type="button" className={styles.control} onClick={stop}>
        {playerWords.stop}
      </button>
    </section>
  );
}
