import { durations } from '@/styles/tokens';
import { reducedMotion } from '@/styles/motionOnDemand';
import { motions, play } from '@/styles/motions';

/** So a late end of an earlier exit settles nothing. */
const exits = new WeakMap<HTMLDialogElement, symbol>();

export function playEntrance(dialog: HTMLDialogElement): void {
  void play(dialog, motions.dialogIn);
  void play(dialog, motions.backdrop(1, durations.base));
}

/** It closed for real first (focus back at once); what leaves is its image, an inert manual popover in the top layer. */
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

/** Before the dialog opens again, which a showing popover would refuse. */
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
