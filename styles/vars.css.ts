import { createGlobalThemeContract } from '@vanilla-extract/css';
import { schemes } from './colors';
import * as tokens from './tokens';

// The theme's contract: its variables' names, the values' shape. Every style reads `vars` from
// here, never from theme.css.ts, which sets the values from the owner's settings: so a save of
// content/settings.json re-evaluates the theme alone, not every stylesheet that reads a variable
// (in `npm run edit`, 8 CPU-seconds and 2 s before his reload showed it; 0.2 s now).

/** Every token group under the name its CSS variables carry (`--color-text`, `--space-4`...); colours by role, in the light scheme; the typeface's stacks theme.css.ts sets. */
export const themeValues = {
  color: schemes.light,
  space: tokens.space,
  radius: tokens.radii,
  shadow: tokens.shadows,
  fontSize: tokens.fontSizes,
  lineHeight: tokens.lineHeights,
  fontWeight: tokens.fontWeights,
  letterSpacing: tokens.letterSpacings,
  borderWidth: tokens.borderWidths,
  offset: tokens.offsets,
  size: tokens.sizes,
  width: tokens.widths,
  duration: tokens.durations,
  zIndex: tokens.zIndices,
  font: { body: '', heading: '' },
};

/** The one theme contract: the shape of `themeValues`, each value read through its variable. */
export const vars = createGlobalThemeContract(themeValues, (_value, path) => path.join('-'));
