import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/styles/vars.css';

/** Buttons and button-looking links. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.target,
    paddingInline: vars.space['6'],
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.thick} solid transparent`,
    background: 'transparent',
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    textDecoration: 'none',
    textAlign: 'center',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color, transform',
    transitionDuration: vars.duration.fast,
    ':active': { transform: `translateY(${vars.offset.press})` },
  },
  variants: {
    kind: {
      /** Gold: the main call to action. */
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        ':hover': { background: vars.color.onBand },
      },
      /** Filled with the page's strong colour (navy in the light scheme). */
      secondary: {
        background: vars.color.strong,
        color: vars.color.onStrong,
        ':hover': { background: vars.color.strongHover },
      },
      /** Outlined, on a band. */
      outlineOnBand: {
        borderColor: vars.color.onBand,
        color: vars.color.onBand,
        ':hover': { background: vars.color.onBand, color: vars.color.band },
      },
      /** Outlined, on the page. */
      outline: {
        borderColor: vars.color.strong,
        color: vars.color.strong,
        ':hover': { background: vars.color.strong, color: vars.color.onStrong },
      },
    },
    size: {
      md: {},
      lg: { minHeight: vars.size.buttonLg, paddingInline: vars.space['8'], fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { kind: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
