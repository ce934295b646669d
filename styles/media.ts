import { breakpoints } from './tokens';

/** Media queries built from the breakpoints, for use inside `@media` blocks of style objects. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  nav: `screen and (min-width: ${breakpoints.nav}px)`,
  belowNav: `screen and (max-width: ${breakpoints.nav - 0.02}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  motionOk: '(prefers-reduced-motion: no-preference)',
  /** No script will run: show what the script would otherwise reveal. */
  noScript: '(scripting: none)',
  /** Scripts run (or will, on the visitor's first intent): what only a script can keep up to date. */
  script: '(scripting: enabled)',
  /** The visitor's system is set to dark mode. */
  dark: '(prefers-color-scheme: dark)',
} as const;
