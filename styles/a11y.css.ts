import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** What hides words from the eye but not from a screen reader: for a style that hides them at some widths alone. */
export const hiddenRules = {
  position: 'absolute',
  width: vars.size.hidden,
  height: vars.size.hidden,
  margin: `calc(-1 * ${vars.size.hidden})`,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Read by screen readers, not drawn: extra words that make a repeated link or button unique. */
export const visuallyHidden = style(hiddenRules);
