import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';
import { media } from '@/styles/media';

export const form = style({
  display: 'grid',
  // Rows as tall as their content, never stretched to the card: a card stretched to the details
  // beside it would otherwise spread a half-parsed form's first rows, which jump up as the rest arrives.
  alignContent: 'start',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  ...rules.surface.raised,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', padding: vars.space['10'] } },
});

export const heading = style({ fontSize: vars.fontSize.xl });

export const full = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const field = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const fieldFull = style([field, full]);

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const control = style({
  ...rules.field,
  width: '100%',
  paddingBlock: vars.space['3'],
  selectors: {
    '&:user-invalid': { borderColor: vars.color.invalid, borderWidth: vars.borderWidth.thick },
  },
});

export const textarea = style([control, { minHeight: vars.size.textarea, resize: 'vertical', lineHeight: vars.lineHeight.body }]);

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Under a field near its length limit: how many characters are left. Takes no room until then. */
export const hint = style([note, { selectors: { '&:empty': { display: 'none' } } }]);

/** A line under the button: where messages go. */
export const footnote = style([note, { marginBlockStart: vars.space['3'] }]);

/** Why the form cannot send (`log` delivery) where no script runs; where scripts run, a send waits for them. */
export const noScriptNote = style([footnote, { '@media': { [media.script]: { display: 'none' } } }]);

/** Says a message was not sent, with the email link; empty (and unseen) otherwise. */
export const alert = style({
  color: vars.color.error,
  selectors: { '&:not(:empty)': { marginBlockStart: vars.space['3'] } },
});
