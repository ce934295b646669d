// Raw tokens as data: `vars.css.ts` names them, `theme.css.ts` sets them, components read only the
// variables (`rawValues.test.ts` fails on a raw length or colour). Spacing is a 4 px grid.

export const space = {
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
  display: 'clamp(4rem, 3rem + 6vw, 7rem)',
} as const;

export const letterSpacings = { snug: '0.02em', wide: '0.08em', wider: '0.12em' } as const;

export const borderWidths = {
  hairline: '1px',
  thick: '2px',
  ring: '3px',
  accent: '4px',
} as const;

export const offsets = {
  ring: '2px',
  halo: '6px',
  underline: '0.2em',
  /** Clear of descenders at the header's size. */
  underlineNav: '0.35em',
  press: '1px',
  lift: '2px',
  rise: '12px',
  firstLine: '3px',
  marker: '6px',
} as const;

export const lineHeights = { tight: '1.15', snug: '1.35', body: '1.65' } as const;

export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const sizes = {
  /** Also the scroll padding, so anchors land below the header. */
  header: '72px',
  /** The smallest box screen readers still read. */
  hidden: '1px',
  /** WCAG 2.2 asks 24 px; primary controls take 44. */
  target: '44px',
  listTarget: '32px',
  barTarget: '36px',
  buttonLg: '52px',
  mark: '40px',
  icon: '48px',
  avatar: '64px',
  /** Phone and wider; the file is twice the wider (artSize, model/schema/podcast.ts). */
  art: '64px',
  artWide: '96px',
  dot: '8px',
  marker: '16px',
  heroPage: '420px',
  heroHome: '860px',
  dialog: '720px',
  textarea: '180px',
  statusPage: '70vh',
} as const;

export const widths = {
  container: '1200px',
  prose: '68ch',
  headline: '22ch',
  statement: '30ch',
  counter: '4ch',
  toast: '420px',
  portrait: '480px',
  dialog: '640px',
  timeline: '760px',
  quote: '880px',
} as const;

export const durations = {
  fast: '150ms',
  base: '250ms',
  entrance: '700ms',
} as const;

/** Min-width, in px; `nav` is where the header shows its links inline. */
export const breakpoints = { sm: 640, md: 768, nav: 1024, lg: 1200 } as const;

export const zIndices = { player: '40', header: '50', toast: '100' } as const;
