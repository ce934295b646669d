import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/styles/vars.css';

const toneColor = { success: vars.color.success, error: vars.color.error };

export const card = recipe({
  base: {
    display: 'flex',
    gap: vars.space['3'],
    alignItems: 'start',
    maxWidth: vars.width.toast,
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    background: vars.color.raised,
    color: vars.color.text,
    borderInlineStart: `${vars.borderWidth.accent} solid`,
    boxShadow: vars.shadow.raised,
    transition: `opacity ${vars.duration.base} ease-in`,
    // Once its time is up the card fades at once; the library removes it a moment later.
    selectors: { '&[data-visible="false"]': { opacity: 0 } },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: toneColor.success },
      error: { borderInlineStartColor: toneColor.error },
    },
  },
});

export type CardVariants = RecipeVariants<typeof card>;

export const icon = recipe({
  base: { flexShrink: 0 },
  variants: { tone: { success: { color: toneColor.success }, error: { color: toneColor.error } } },
});

/** The toasts' distance from the top of the window: just below the fixed header. */
export const containerTop = `calc(${vars.size.header} + ${vars.space['4']})`;

export const title = style({ fontWeight: vars.fontWeight.bold });

export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
