import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    status: {
      active: { background: vars.color.activeTint, color: vars.color.activeText },
      developing: { background: vars.color.developingTint, color: vars.color.developingText },
      planned: { background: vars.color.plannedTint, color: vars.color.plannedText },
    },
  },
});

// A dot in the text colour: the colour cue sits beside the words, never instead of them.
export const dot = style({ width: vars.size.dot, height: vars.size.dot, borderRadius: vars.radius.full, background: 'currentColor' });
