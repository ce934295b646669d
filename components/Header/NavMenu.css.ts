import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { media } from '@/styles/media';

export const nav = style({ display: 'contents' });

export const toggle = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
  '@media': {
    [media.belowNav]: { display: 'inline-flex' },
    // Only where a script can run it; otherwise the links are shown in full.
    [`${media.belowNav} and ${media.noScript}`]: { display: 'none' },
  },
});

export const panel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['6'],
  '@media': {
    [media.belowNav]: {
      display: 'none',
      position: 'absolute',
      insetBlockStart: '100%',
      insetInline: 0,
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space['4'],
      padding: `${vars.space['4']} ${vars.space['5']} ${vars.space['6']}`,
      background: vars.color.surface,
      color: vars.color.navy,
      boxShadow: vars.shadow.header,
      maxHeight: `calc(100dvh - ${vars.size.header})`,
      overflowY: 'auto',
      selectors: { '&[data-open="true"]': { display: 'flex' } },
    },
    [`${media.belowNav} and ${media.noScript}`]: {
      display: 'flex',
      position: 'static',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      width: '100%',
      padding: `0 0 ${vars.space['4']}`,
      boxShadow: 'none',
      maxHeight: 'none',
    },
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.belowNav]: { flexDirection: 'column' },
    [`${media.belowNav} and ${media.noScript}`]: { flexDirection: 'row' },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  textUnderlineOffset: '0.35em',
  ':hover': { textDecoration: 'underline' },
  selectors: {
    '&[aria-current="page"]': { textDecoration: 'underline', textDecorationThickness: '2px' },
  },
});
