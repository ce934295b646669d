import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { darkScheme, webFont } from '#model/settings.ts';
import { schemes, type ColorRole } from './colors';
import { themeValues, vars } from './vars.css';
import { interFallback } from './fontFallback.css';
import { media } from './media';

/**
 * With the web font (content/settings.json `typeface`): Inter, then its metric-matched stand-in
 * while it loads. Without: the stand-in alone, the visitor's own sans-serif sized like Inter,
 * and nothing to download. Then the system's sans-serif.
 */
const textStack = `${webFont ? 'var(--font-inter), ' : ''}"${interFallback}", system-ui, sans-serif`;

// `--font-inter` is set on <html> by next/font; the fallback face keeps the swap still.
createGlobalTheme(':root', vars, { ...themeValues, font: { body: textStack, heading: textStack } });

// The dark scheme: the same roles, other colours, where the visitor's system asks for dark (CSS
// only: nothing to run, nothing to flash); only the roles whose colour changes are restated.
// The owner may keep to light (content/settings.json).
const { light, dark } = schemes;
const darkRoles = Object.fromEntries(
  (Object.keys(dark) as ColorRole[]).filter((role) => dark[role] !== light[role]).map((role) => [vars.color[role], dark[role]]),
);
globalStyle(':root', {
  colorScheme: darkScheme ? 'light dark' : 'light',
  '@media': darkScheme ? { [media.dark]: { vars: darkRoles } } : {},
});
