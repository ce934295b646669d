/**
 * Raw design tokens as plain data. `theme.css.ts` turns them into CSS variables;
 * components only ever read the variables. Spacing is a 4 px grid.
 */
export const colors = {
  /** Body text on light surfaces (15.4:1 on white). */
  ink: '#0f172a',
  /** Secondary text on light surfaces (7.6:1 on white). */
  inkMuted: '#475569',
  /** Page background. */
  surface: '#ffffff',
  /** Alternate section background. */
  surfaceAlt: '#f4f6fa',
  /** Hairlines and card borders. */
  border: '#dbe1ea',
  /** Brand navy: hero, footer and dark sections. */
  navy: '#0b1f3a',
  /** Deeper navy for the footer and overlays. */
  navyDeep: '#071426',
  /** Text on navy (16:1). */
  onNavy: '#ffffff',
  /** Secondary text on navy (11:1). */
  onNavyMuted: '#c7d2e3',
  /** Brand gold for accents and primary buttons on navy (8.9:1 against navy). */
  gold: '#e2b04a',
  /** Gold dark enough for text and links on white (5.6:1). */
  goldText: '#8a5a00',
  /** Focus ring: dark on light, drawn with a light halo so it keeps 3:1 on any surface. */
  focus: '#1d4ed8',
  focusHalo: '#ffffff',
  /** Status badges: text on tint, each above 7:1. */
  activeText: '#14532d',
  activeTint: '#dcfce7',
  developingText: '#1e3a8a',
  developingTint: '#dbeafe',
  plannedText: '#78350f',
  plannedTint: '#fef3c7',
  /** Errors: a message that was not sent (6.5:1 on white). */
  errorText: '#b91c1c',
  /** Translucent navy laid over hero photos so white text keeps its contrast. */
  scrim: 'rgba(7, 20, 38, 0.78)',
} as const;

export const space = {
  none: '0',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '8': '32px',
  '10': '40px',
  '12': '48px',
  '16': '64px',
  '20': '80px',
  '24': '96px',
} as const;

export const radii = {
  sm: '6px',
  md: '12px',
  lg: '20px',
  full: '9999px',
} as const;

export const shadows = {
  card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
  raised: '0 8px 32px rgba(15, 23, 42, 0.14)',
  header: '0 2px 12px rgba(15, 23, 42, 0.12)',
} as const;

export const fontSizes = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1.0625rem',
  lg: '1.25rem',
  xl: '1.5rem',
  '2xl': '2rem',
  '3xl': 'clamp(2.25rem, 1.6rem + 2.6vw, 3.5rem)',
} as const;

export const lineHeights = { tight: '1.15', snug: '1.35', body: '1.65' } as const;

export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const sizes = {
  /** Widest content column. */
  container: '1200px',
  /** Readable measure for prose. */
  prose: '68ch',
  /** Fixed header height; also the scroll padding so anchors land below it. */
  header: '72px',
  /** Smallest pointer target (WCAG 2.2 asks 24 px; we use 44 px for primary controls). */
  target: '44px',
} as const;

export const durations = {
  fast: '150ms',
  base: '250ms',
  slow: '600ms',
  /** The home hero's entrance. */
  entrance: '700ms',
} as const;

/** Breakpoints in px, min-width. `nav` is where the header shows its links inline. */
export const breakpoints = { sm: 640, md: 768, nav: 1024, lg: 1200 } as const;

export const zIndices = { header: '50', toast: '100' } as const;
