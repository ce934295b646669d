// The inline scripts of the pages with moments to play, after the loader: each answers before React and after.
import { followAttribute, momentIn, nowAttribute, playerId, saidAttribute, seekAttribute } from '../../../lib/earlyActions.ts';
import { inlineScript, pageDocument } from './inline-script.ts';

/**
 * A moment's press plays its player from there (no React needed). As it plays, the moment being heard
 * is marked for the eye alone, and kept in view while the switch is on and the line was in view.
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

/** The address's moment is where the player starts, once, when pressed (it loads nothing until then). */
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
