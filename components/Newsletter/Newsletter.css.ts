import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

/** A panel apart from the words above it. */
export const newsletter = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: vars.width.prose,
  marginBlock: vars.space['8'],
  padding: vars.space['6'],
  borderRadius: vars.radius.md,
  ...rules.panel,
});

export const heading = style({ fontSize: vars.fontSize.lg, color: vars.color.strong });

/** The label above, then the field and the button in a row that wraps on a narrow screen. */
export const form = style({
  display: 'grid',
  gap: vars.space['2'],
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const label = style({ fontWeight: vars.fontWeight.medium, '@media': { [media.sm]: { gridColumn: '1 / -1' } } });

export const input = style({ ...rules.field, selectors: { '&:focus-visible': rules.focusRing } });

export const note = style({ ...rules.smallPrint });
