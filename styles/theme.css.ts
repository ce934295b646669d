import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { interFallback } from './fontFallback.css';
import * as tokens from './tokens';

/** Inter, then its metric-matched stand-in while it loads, then the system's sans-serif. */
const interStack = `var(--font-inter), "${interFallback}", system-ui, sans-serif`;

/** The one theme contract: every token becomes a named CSS variable (`--color-ink`, `--space-4`...). */
export const vars = createGlobalThemeContract(
  {
    color: tokens.colors,
    space: tokens.space,
    radius: tokens.radii,
    shadow: tokens.shadows,
    fontSize: tokens.fontSizes,
    lineHeight: tokens.lineHeights,
    fontWeight: tokens.fontWeights,
    size: tokens.sizes,
    duration: tokens.durations,
    zIndex: tokens.zIndices,
    font: { body: '', heading: '' },
  },
  (_value, path) => path.join('-'),
);

createGlobalTheme(':root', vars, {
  color: tokens.colors,
  space: tokens.space,
  radius: tokens.radii,
  shadow: tokens.shadows,
  fontSize: tokens.fontSizes,
  lineHeight: tokens.lineHeights,
  fontWeight: tokens.fontWeights,
  size: tokens.sizes,
  duration: tokens.durations,
  zIndex: tokens.zIndices,
  // `--font-inter` is set on <html> by next/font; the fallback face keeps the swap still.
  font: { body: interStack, heading: interStack },
});
