// The inline script of a page with an episode's player: its controls and the lock screen answered at
// once, before React and after, with no code of React's. Readable here, minified into the page.
import { keptInView, keptInViewMargin, keptInViewMark, momentIn, playerId, playerMarks } from '../../../lib/earlyActions.ts';
import { playerWords, skipSeconds } from '#model/episodeWords.ts';
import { placePrefix, speedKey, speeds } from '../../../components/PlayerMemory/memory.ts';
import { inlineScript, pageDocument } from './inline-script.ts';

/** What the script says, in the site's words. */
type Words = { copied: string; copyThis: string };

/** The player says what it is in its own marks (`data-title`, `data-show`, `data-art`). */
export function playerOnPage(
  d: Document,
  id: string,
  mark: typeof playerMarks,
  words: Words,
  speedKey: string,
  steps: readonly number[],
  kept: [mark: string, variable: string, margin: string],
  places: string,
  moment: (address: { search: string; hash: string }) => number | undefined,
  skips: typeof skipSeconds,
): void {
  const player = () => d.getElementById(id) as HTMLMediaElement | null;
  /** Sets the player's time once it knows its file's (preload="none" loads nothing until asked). */
  const at = (audio: HTMLMediaElement, time: () => number) => {
    const go = () => (audio.currentTime = Math.max(0, Math.min(time(), audio.duration || Infinity)));
    if (audio.readyState) go();
    else audio.addEventListener('loadedmetadata', go, { once: true });
  };
  const speedOf = () => {
    try {
      const kept = Number(localStorage.getItem(speedKey));
      return steps.includes(kept) ? kept : 1;
    } catch {
      return 1;
    }
  };
  const showSpeed = (speed: number) => {
    const select = d.querySelector<HTMLSelectElement>(`[${mark.speed}]`);
    if (select) select.value = String(speed);
  };
  d.addEventListener('DOMContentLoaded', () => {
    // Measured as it changes: the text's moments land below it (Transcript's scroll margins).
    const box = d.querySelector(`[${kept[0]}]`);
    if (box) {
      new ResizeObserver(() => {
        d.documentElement.style.setProperty(kept[1], `${box.getBoundingClientRect().height}px`);
        d.documentElement.style.setProperty(kept[2], '0px');
      }).observe(box);
      // A focus the browser leaves where it is (it was in the window) but under what is kept in view: brought clear of it (WCAG 2.2 SC 2.4.11).
      d.addEventListener('focusin', (event) => {
        const focused = event.target as Element;
        const [at, over] = [focused.getBoundingClientRect(), box.getBoundingClientRect()];
        if (!box.contains(focused) && at.top < over.bottom && at.bottom > over.top) focused.scrollIntoView({ block: 'start', behavior: 'instant' });
      });
    }
    const audio = player();
    if (!audio) return;
    audio.defaultPlaybackRate = audio.playbackRate = speedOf();
    showSpeed(audio.playbackRate);
  });
  d.addEventListener('click', (event) => {
    const press = (event.target as Element).closest?.(`[${mark.skip}],[${mark.moment}]`);
    const audio = player();
    if (!press || !audio) return;
    const skip = press.getAttribute(mark.skip);
    if (skip) return at(audio, () => audio.currentTime + Number(skip));
    // The moment's link: the episode's address at the second being heard, copied, else shown to copy.
    const address = new URL(press.getAttribute(mark.moment) ?? '', location.href);
    // Before any play, the moment he arrived at (a shared link, a search's result), not the episode's start.
    const second = Math.floor(audio.currentTime) || (audio.played.length ? 0 : (moment(location) ?? 0));
    if (second) address.searchParams.set('t', String(second));
    const said = d.querySelector(`[${mark.said}]`);
    const say = (text: string) => said && (said.textContent = `${text} ${address.href}`);
    const refused = () => {
      say(words.copyThis);
      if (said) getSelection()?.selectAllChildren(said);
    };
    if (navigator.clipboard) navigator.clipboard.writeText(address.href).then(() => say(words.copied), refused);
    else refused();
  });
  // Not in a field, nor on a control the key works itself (Space presses a button).
  d.addEventListener('keydown', (event) => {
    const audio = player();
    const target = event.target as Element;
    if (!audio || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (target.closest?.('input, textarea, select, [contenteditable], audio, video, [role="slider"], [role="textbox"]')) return;
    const key = event.key.toLowerCase();
    if (key == ' ' && target.closest?.('button, a, summary, label, [role="button"], [role="link"]')) return;
    const faster = (by: number) => {
      const now = steps.indexOf(audio.playbackRate);
      const next = steps[Math.max(0, Math.min(steps.length - 1, (now < 0 ? steps.indexOf(1) : now) + by))];
      if (next) audio.defaultPlaybackRate = audio.playbackRate = next;
    };
    const act =
      key == ' ' || key == 'k'
        ? () => (audio.paused ? void audio.play() : audio.pause())
        : key == 'j'
          ? () => at(audio, () => audio.currentTime - skips.back)
          : key == 'l'
            ? () => at(audio, () => audio.currentTime + skips.forward)
            : key == '<' || key == '>'
              ? () => faster(key == '>' ? 1 : -1)
              : undefined;
    if (!act) return;
    event.preventDefault();
    act();
  });
  d.addEventListener('change', (event) => {
    const select = event.target as HTMLSelectElement;
    const audio = player();
    if (!select.matches?.(`[${mark.speed}]`) || !audio) return;
    audio.defaultPlaybackRate = audio.playbackRate = Number(select.value);
  });
  // The player's speed, whoever set it (the select, the browser's own menu): kept, and shown. Its events do not bubble: heard on their way down.
  d.addEventListener(
    'ratechange',
    (event) => {
      const audio = event.target as HTMLMediaElement;
      if (audio.id != id) return;
      showSpeed(audio.playbackRate);
      try {
        if (audio.playbackRate == 1) localStorage.removeItem(speedKey);
        else localStorage.setItem(speedKey, String(audio.playbackRate));
      } catch {
        // storage refused: the speed holds for this page
      }
    },
    true,
  );
  // A first play with no moment to start from (the address's, a transcript part's) goes on from where he stopped the episode before.
  let first = true;
  d.addEventListener(
    'play',
    (event) => {
      const audio = event.target as HTMLMediaElement;
      if (audio.id != id) return;
      if (first && audio.currentTime < 1 && !moment(location) && !audio.dataset.start) {
        let place = 0;
        try {
          place = Number(localStorage.getItem(places + audio.dataset.place));
        } catch {
          // storage refused: from the start
        }
        if (place > 10 && place < 86400) at(audio, () => (place < (audio.duration || Infinity) ? place : 0));
      }
      first = false;
      if (!('mediaSession' in navigator)) return;
      const { title = '', show = '', art = '' } = audio.dataset;
      navigator.mediaSession.metadata = new MediaMetadata({
        title,
        artist: show,
        album: show,
        artwork: art ? (JSON.parse(art) as MediaImage[]) : [], // each with its size and type: components/EpisodePlayer
      });
      const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
        ['play', () => void audio.play()],
        ['pause', () => audio.pause()],
        ['seekbackward', (details) => at(audio, () => audio.currentTime - (details.seekOffset || skips.back))],
        ['seekforward', (details) => at(audio, () => audio.currentTime + (details.seekOffset || skips.forward))],
        ['seekto', (details) => at(audio, () => details.seekTime ?? audio.currentTime)],
      ];
      for (const [action, handler] of handlers) navigator.mediaSession.setActionHandler(action, handler);
    },
    true,
  );
}

/** The script, as the post-build puts it after the loader on a page with the player. */
export const playerScript = inlineScript(
  playerOnPage,
  pageDocument,
  playerId,
  playerMarks,
  { copied: playerWords.copied, copyThis: playerWords.copyThis },
  speedKey,
  speeds,
  [keptInViewMark, keptInView, keptInViewMargin],
  placePrefix,
  momentIn,
  skipSeconds,
);
