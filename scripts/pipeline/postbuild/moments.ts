// The inline scripts of the pages with moments to play (an episode's chapters, a transcript's
// turns, a moment shared in an episode's address), which the loader's step puts after the loader
// in their <head> alone (./defer-scripts.ts): each answers before React has the page and after.
import { followAttribute, momentIn, nowAttribute, playerId, saidAttribute, seekAttribute } from '../../../lib/earlyActions.ts';
import { inlineScript, pageDocument } from './inline-script.ts';

/**
 * Runs in <head> of a page with moments to play alone (an episode's chapters, a transcript's
 * turns; every other page is as it was): a moment's press plays its player from there, before
 * React has the page and after (setting a player's time needs no React code); a player that cannot
 * play says so itself. As it plays, what holds the press of the moment being heard (the last at
 * or before its time: a turn, or a cue inside one) is marked (`now`), for the eye alone: nothing is
 * announced; and kept in view, where the page has a switch for it (`follow`, on), while the line
 * marked before was in view: scrolled away, he reads on undisturbed until he comes back to it.
 */
function seekOnPress(d: Document, seek: string, now: string, follow: string, said: string): void {
  d.addEventListener('click', (event) => {
    const press = (event.target as Element).closest?.(`[${seek}]`);
    const player = press && (d.getElementById(press.getAttribute('aria-controls') ?? '') as HTMLMediaElement | null);
    if (!player) return;
    const at = Number(press.getAttribute(seek));
    // A player that has loaded nothing yet (preload="none") takes its time once it knows the file's.
    if (player.readyState) player.currentTime = at;
    else player.addEventListener('loadedmetadata', () => (player.currentTime = at), { once: true });
    player.play().catch(() => 0);
  });
  let marked: Element | null = null;
  // A player's time does not bubble: heard on its way down.
  d.addEventListener(
    'timeupdate',
    (event) => {
      const player = event.target as HTMLMediaElement;
      let heard: Element | null = null;
      for (const press of d.querySelectorAll(`[${seek}]:not([${said}])`))
        if (press.getAttribute('aria-controls') === player.id && Number(press.getAttribute(seek)) <= player.currentTime) heard = press.parentElement;
      if (heard === marked) return;
      // Followed while he has the line in view (or none is marked yet: he has just come), and the switch lets it.
      const box = marked?.getBoundingClientRect();
      const following = !box || (box.bottom > 0 && box.top < innerHeight);
      marked?.removeAttribute(now);
      heard?.setAttribute(now, '');
      marked = heard;
      const on = (d.querySelector(`[${follow}]`) as HTMLInputElement | null)?.checked;
      if (heard && on && following && !player.paused)
        heard.scrollIntoView({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    },
    true,
  );
}

/**
 * Runs in <head> of an episode's page alone: a moment in its address (`?t=454`, `#t=7:34`, a
 * moment shared) is where its player starts, once, when pressed, before React has the page and
 * after. The player loads nothing until then (preload="none"): it takes the time once it knows the
 * file's, as a chapter's press does.
 */
function startFromAddress(d: Document, id: string, moment: typeof momentIn): void {
  d.addEventListener('DOMContentLoaded', () => {
    const player = d.getElementById(id) as HTMLMediaElement | null;
    // The address's moment, else where the page starts in the episode (a transcript's later part: `data-start`).
    const at = moment(location) || Number(player?.getAttribute('data-start'));
    // A moment past the episode's end is none.
    if (at) player?.addEventListener('loadedmetadata', () => !(at >= player.duration) && (player.currentTime = at), { once: true });
  });
}

/** The moments' answer, as the inline script that goes after the loader on a page with chapters or a transcript's turns. */
export const seeker = inlineScript(seekOnPress, pageDocument, seekAttribute, nowAttribute, followAttribute, saidAttribute);

/** The address's moment, as the inline script that goes after the loader on an episode's page. */
export const starter = inlineScript(startFromAddress, pageDocument, playerId, momentIn);
