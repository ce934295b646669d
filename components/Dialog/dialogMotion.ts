import { durations } from '@/styles/tokens';
import { reducedMotion } from '@/styles/motionOnDemand';
import { motions, play } from '@/styles/motions';

/**
 * A dialog's entrance and exit, loaded on demand (Dialog.tsx), played only while the
 * visitor welcomes motion.
 */

/** The exit each dialog is playing, so a late end of an earlier one settles nothing. */
const exits = new WeakMap<HTMLDialogElement, symbol>();

/** Plays the entrance of a dialog that has just opened (focus is already inside it). */
export function playEntrance(dialog: HTMLDialogElement): void {
  void play(dialog, motions.dialogIn);
  void play(dialog, motions.backdrop(1, durations.base));
}

/**
 * Plays the exit of a dialog that has just closed. It closed for real first (the page is live
 * again and focus is back on the opener at once); what leaves is its image: the same element
 * shown as a manual popover, so it stays in the top layer with its backdrop, inert (no focus,
 * no clicks, hidden from assistive technology) until the motion ends.
 */
export function playExit(dialog: HTMLDialogElement): void {
  if (reducedMotion() || !('showPopover' in dialog)) return;
  const exit = Symbol('exit');
  exits.set(dialog, exit);
  dialog.setAttribute('popover', 'manual');
  dialog.inert = true;
  dialog.showPopover();
  void Promise.all([play(dialog, motions.dialogOut), play(dialog, motions.backdrop(-1, durations.fast))]).then(() => {
    if (exits.get(dialog) === exit) settle(dialog);
  });
}

/** Ends an exit at once (before the dialog opens again, which a showing popover would refuse). */
export function settle(dialog: HTMLDialogElement): void {
  exits.delete(dialog);
  if (!dialog.hasAttribute('popover')) return;
  for (const animation of dialog.getAnimations({ subtree: true })) animation.cancel();
  if (dialog.matches(':popover-open')) dialog.hidePopover();
  dialog.removeAttribute('popover');
  dialog.inert = false;
  dialog.style.removeProperty('opacity');
  dialog.style.removeProperty('transform');
}
