import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/vars.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

export const link = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.size.target,
    height: vars.size.target,
    borderRadius: vars.radius.full,
    transitionProperty: 'background-color, color',
    transitionDuration: vars.duration.fast,
  },
  variants: {
    tone: {
      page: {
        background: vars.color.backgroundAlt,
        color: vars.color.strong,
        border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
        ':hover': { background: vars.color.strong, color: vars.color.onStrong },
      },
      band: {
        background: vars.color.bandTint,
        color: vars.color.onBand,
        ':hover': { background: vars.color.accent, color: vars.color.onAccent },
      },
    },
  },
});
