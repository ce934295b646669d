import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

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
      /** Gold on navy: the main call to action. */
      primary: {
        background: vars.color.gold,
        color: vars.color.navy,
        ':hover': { background: vars.color.onNavy },
      },
      /** Navy on light surfaces. */
      secondary: {
        background: vars.color.navy,
        color: vars.color.onNavy,
        ':hover': { background: vars.color.navyDeep },
      },
      /** Outlined, for dark surfaces. */
      outlineOnDark: {
        borderColor: vars.color.onNavy,
        color: vars.color.onNavy,
        ':hover': { background: vars.color.onNavy, color: vars.color.navy },
      },
      /** Outlined, for light surfaces. */
      outline: {
        borderColor: vars.color.navy,
        color: vars.color.navy,
        ':hover': { background: vars.color.navy, color: vars.color.onNavy },
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
