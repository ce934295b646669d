// The player's keys on a page without the episode's own player, where the small player plays:
// the same keys as on the episode's page (its inline script: scripts/pipeline/postbuild/player-controls.ts,
// which cannot share code), wherever focus is not in a field or on a control the key works.
import { speeds } from '@/components/PlayerMemory/memory';
import { skipSeconds } from '#model/episodeWords.ts';

/** What a key does to `audio`, or undefined where it is none of the player's or focus is where the key is another's. */
export function keyAction(event: KeyboardEvent, audio: HTMLMediaElement): (() => void) | undefined {
  const target = event.target instanceof Element ? event.target : undefined;
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (target?.closest('input, textarea, select, [contenteditable], audio, video, [role="slider"], [role="textbox"]')) return undefined;
  const key = event.key.toLowerCase();
  if (key === ' ' && target?.closest('button, a, summary, label, [role="button"], [role="link"]')) return undefined;
  const to = (seconds: number) => () => void (audio.currentTime = Math.max(0, Math.min(seconds, audio.duration || Infinity)));
  const faster = (by: number) => () => {
    const now = speeds.findIndex((speed) => speed === audio.playbackRate);
    const next = speeds[Math.max(0, Math.min(speeds.length - 1, (now < 0 ? speeds.indexOf(1) : now) + by))];
    if (next) audio.defaultPlaybackRate = audio.playbackRate = next;
  };
  if (key === ' ' || key === 'k') return () => (audio.paused ? void audio.play() : audio.pause());
  if (key === 'j') return to(audio.currentTime - skipSeconds.back);
  if (key === 'l') return to(audio.currentTime + skipSeconds.forward);
  if (key === '<' || key === '>') return faster(key === '>' ? 1 : -1);
  return undefined;
}
