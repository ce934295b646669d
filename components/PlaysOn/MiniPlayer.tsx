'use client';

// The small player, at the foot of the window while an episode plays on across the site's pages:
// what plays and how far (a progress he can move), back and forward, play or pause, the speed,
// its page to go back to, and a press to stop; and the player's keys. It plays the page's own
// player, still playing (./playing.ts), keeps the place as the page's did
// (../PlayerMemory/memory.ts), and names the episode on the lock screen, whose controls move it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { keepPlace, speeds } from '@/components/PlayerMemory/memory';
import { playerWords, skipSeconds } from '#model/episodeWords.ts';
import { playerId } from '@/lib/earlyActions';
import { timeText } from '#model/timeText.ts';
import { keepTime, stop, type Playing } from './playing';
import { useFollowWhilePlaying } from './follow';
import { useRoomAtTheEnd } from './room';
import { Glyph } from './glyphs';
import { keyAction } from './keys';
import * as styles from './MiniPlayer.css';

/** The page's own player, still playing (./playing.ts); else one of its own, from where that had got to, at its speed. */
function playerOf({ audio, src, rate, time }: Playing): HTMLAudioElement {
  if (audio) return audio;
  const player = new Audio(src);
  player.preload = 'auto';
  player.defaultPlaybackRate = player.playbackRate = rate;
  player.addEventListener('loadedmetadata', () => (player.currentTime = time), { once: true });
  return player;
}

export default function MiniPlayer({ playing }: { playing: Playing }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const bar = useRef<HTMLElement | null>(null);
  const [paused, setPaused] = useState(false);
  const [time, setTime] = useState(() => playing.audio?.currentTime ?? playing.time);
  const [duration, setDuration] = useState(() => playing.audio?.duration || 0);
  const [rate, setRate] = useState(playing.rate);
  // Its links, and the site's, keep it playing as the listener walks on (./follow.ts).
  useFollowWhilePlaying(useCallback(() => playing.episode, [playing]));
  useRoomAtTheEnd(bar);

  useEffect(() => {
    const player = playerOf(playing);
    audio.current = player;
    const kept = () => keepPlace(playing.episode, player.currentTime, player.duration);
    // The lock screen and a headset's keys say and move this player, the one he hears.
    const state = (now: MediaSessionPlaybackState) => 'mediaSession' in navigator && (navigator.mediaSession.playbackState = now);
    const listen = {
      pause: () => (setPaused(true), kept(), state('paused')),
      play: () => (setPaused(false), state('playing')),
      timeupdate: () => (kept(), setTime(player.currentTime)),
      durationchange: () => setDuration(player.duration || 0),
      ratechange: () => setRate(player.playbackRate),
      ended: stop,
    };
    for (const [event, handler] of Object.entries(listen)) player.addEventListener(event, handler);
    keepTime(() => player.currentTime);
    if (!playing.audio) void player.play().catch(() => setPaused(true));
    state(player.paused ? 'paused' : 'playing');
    const to = (seconds: number) => (player.currentTime = Math.max(0, Math.min(seconds, player.duration || Infinity)));
    if ('mediaSession' in navigator) {
      navigator.mediaSession.metadata = new MediaMetadata({ title: playing.title, artist: playing.show, album: playing.show, artwork: playing.art });
      const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
        ['play', () => void player.play()],
        ['pause', () => player.pause()],
        ['seekbackward', (details) => to(player.currentTime - (details.seekOffset || skipSeconds.back))],
        ['seekforward', (details) => to(player.currentTime + (details.seekOffset || skipSeconds.forward))],
        ['seekto', (details) => to(details.seekTime ?? player.currentTime)],
      ];
      for (const [action, handler] of handlers) navigator.mediaSession.setActionHandler(action, handler);
    }
    // Its keys where the page has no player of its own to answer them.
    const keys = (event: KeyboardEvent) => {
      const act = document.getElementById(playerId) ? undefined : keyAction(event, player);
      if (!act) return;
      event.preventDefault();
      act();
    };
    document.addEventListener('keydown', keys);
    return () => {
      kept();
      keepTime(undefined);
      document.removeEventListener('keydown', keys);
      for (const [event, handler] of Object.entries(listen)) player.removeEventListener(event, handler);
      if (playing.audio) return; // the page's, which its page takes back, or stop() ends
      player.pause();
      player.removeAttribute('src');
    };
  }, [playing]);

  const to = (seconds: number) => {
    const player = audio.current;
    if (player) player.currentTime = Math.max(0, Math.min(seconds, player.duration || Infinity));
  };
  const skip = (by: number) => to((audio.current?.currentTime ?? 0) + by);
  const whole = timeText(duration);
  return (
    <section ref={bar} aria-label={playerWords.playingOn} className={styles.bar}>
      <div className={styles.row}>
        <p className={styles.what}>
          <span className={styles.label}>{playerWords.playingOn}: </span>
          <SiteLink href={playing.path}>{playing.title}</SiteLink>
        </p>
        <span className={styles.time} aria-hidden="true">
          {timeText(time)}
          {duration ? ` / ${whole}` : ''}
        </span>
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.icon} aria-label={playerWords.back} title={playerWords.back} onClick={() => skip(-skipSeconds.back)}>
          <Glyph name="back" />
        </button>
        <button
          type="button"
          className={styles.icon}
          aria-label={paused ? playerWords.play : playerWords.pause}
          title={paused ? playerWords.play : playerWords.pause}
          onClick={() => (audio.current?.paused ? void audio.current.play() : audio.current?.pause())}
        >
          <Glyph name={paused ? 'play' : 'pause'} />
        </button>
        <button type="button" className={styles.icon} aria-label={playerWords.forward} title={playerWords.forward} onClick={() => skip(skipSeconds.forward)}>
          <Glyph name="forward" />
        </button>
        <input
          type="range"
          className={styles.progress}
          aria-label={playerWords.whereIn}
          aria-valuetext={playerWords.timeOf(timeText(time), duration ? whole : '')}
          min={0}
          max={Math.max(1, Math.floor(duration))}
          step={1}
          value={Math.floor(time)}
          onChange={(event) => to(Number(event.target.value))}
        />
        <select
          className={styles.speed}
          aria-label={playerWords.speed}
          value={String(rate)}
          onChange={(event) => {
            const player = audio.current;
            if (player) player.defaultPlaybackRate = player.playbackRate = Number(event.target.value);
          }}
        >
          {speeds.map((each) => (
            <option key={each} value={String(each)}>
              {playerWords.times(each)}
            </option>
          ))}
        </select>
        <button type="button" className={styles.icon} aria-label={playerWords.stop} title={playerWords.stop} onClick={stop}>
          <Glyph name="stop" />
        </button>
      </div>
    </section>
  );
}
