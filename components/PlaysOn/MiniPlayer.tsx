'use client';

// The small player, at the foot of the window while an episode plays on across the site's pages:
// what plays, a press to pause or play it, its page to go back to, and one to stop it. It plays a
// player of its own from where the page's had got to, at its speed (the page's player ended with
// its page), keeps the place as the page's did (../PlayerMemory/memory.ts), and names the episode on
// the lock screen. His place is the page's again when he goes back to the episode (./playing.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { keepPlace } from '@/components/PlayerMemory/memory';
import { playerWords, skipSeconds } from '#model/episodeWords.ts';
import { keepTime, stop, type Playing } from './playing';
import { useFollowWhilePlaying } from './follow';
import * as styles from './MiniPlayer.css';

export default function MiniPlayer({ playing }: { playing: Playing }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const bar = useRef<HTMLElement | null>(null);
  const [paused, setPaused] = useState(false);
  // Its links, and the site's, keep it playing as the listener walks on (./follow.ts).
  useFollowWhilePlaying(useCallback(() => playing.episode, [playing]));

  // Nothing the keyboard brings to hides under it (WCAG 2.2 SC 2.4.11): the page scrolls clear of
  // its height; and the page's end has room for it, so its last links can scroll above it.
  useEffect(() => {
    const [root, body] = [document.documentElement, document.body];
    const clear = () => {
      const box = bar.current?.getBoundingClientRect();
      const room = box ? window.innerHeight - box.top : 0;
      root.style.setProperty('scroll-padding-bottom', `${room}px`);
      body.style.setProperty('padding-block-end', `${room}px`);
    };
    const watch = new ResizeObserver(clear);
    if (bar.current) watch.observe(bar.current);
    return () => {
      watch.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-block-end');
    };
  }, []);

  useEffect(() => {
    const player = new Audio(playing.src);
    audio.current = player;
    player.preload = 'auto';
    player.defaultPlaybackRate = player.playbackRate = playing.rate;
    player.addEventListener('loadedmetadata', () => (player.currentTime = playing.time), { once: true });
    const kept = () => keepPlace(playing.episode, player.currentTime, player.duration);
    // The lock screen and a headset's keys say and move this player, the one he hears, once the page's has gone.
    const state = (now: MediaSessionPlaybackState) => 'mediaSession' in navigator && (navigator.mediaSession.playbackState = now);
    const listen = {
      pause: () => (setPaused(true), kept(), state('paused')),
      play: () => (setPaused(false), state('playing')),
      timeupdate: kept,
      ended: stop,
    };
    for (const [event, handler] of Object.entries(listen)) player.addEventListener(event, handler);
    keepTime(() => player.currentTime);
    void player.play().catch(() => setPaused(true));
    if ('mediaSession' in navigator) {
      navigator.mediaSession.metadata = new MediaMetadata({ title: playing.title, artist: playing.show, album: playing.show, artwork: [{ src: playing.art }] });
      const to = (seconds: number) => (player.currentTime = Math.max(0, Math.min(seconds, player.duration || Infinity)));
      const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
        ['play', () => void player.play()],
        ['pause', () => player.pause()],
        ['seekbackward', (details) => to(player.currentTime - (details.seekOffset || skipSeconds.back))],
        ['seekforward', (details) => to(player.currentTime + (details.seekOffset || skipSeconds.forward))],
        ['seekto', (details) => to(details.seekTime ?? player.currentTime)],
      ];
      for (const [action, handler] of handlers) navigator.mediaSession.setActionHandler(action, handler);
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
      <button type="button" className={styles.control} onClick={() => (audio.current?.paused ? void audio.current.play() : audio.current?.pause())}>
        {paused ? playerWords.play : playerWords.pause}
      </button>
      <button type="button" className={styles.control} onClick={stop}>
        {playerWords.stop}
      </button>
    </section>
  );
}
