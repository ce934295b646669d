// Raw design tokens as plain data. `vars.css.ts` names them as CSS variables, `theme.css.ts`
// sets them; components only ever read the variables (`rawValues.test.ts` fails on a raw length
// or colour in any stylesheet). The colours are in `colors.ts`; spacing is a 4 px grid.

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
  /** A status page's code ('404'). */
  display: 'clamp(4rem, 3rem + 6vw, 7rem)',
} as const;

/** Tracking of small uppercase labels (eyebrows, list headings) and the header's monogram. */
export const letterSpacings = { snug: '0.02em', wide: '0.08em', wider: '0.12em' } as const;

export const borderWidths = {
  /** Card, field and divider borders. */
  hairline: '1px',
  /** Buttons, the timeline's rule, an invalid field, the current page's underline. */
  thick: '2px',
  /** The focus outline and the timeline marker's ring. */
  ring: '3px',
  /** The coloured edge of a toast. */
  accent: '4px',
} as const;

/** How far a ring, an underline or a moving element sits from where it would be. */
export const offsets = {
  /** Gap between an element and its focus outline. */
  ring: '2px',
  /** Spread of the white halo around the focus outline. */
  halo: '6px',
  /** Links' underline. */
  underline: '0.2em',
  /** The header links' underline, clear of descenders at their size. */
  underlineNav: '0.35em',
  /** A pressed button sinks by this much. */
  press: '1px',
  /** A hovered card rises by this much. */
  lift: '2px',
  /** The home hero's text rises into place from this far below. */
  rise: '12px',
  /** Lowers a small icon to sit on the first line of its text. */
  firstLine: '3px',
  /** Lowers a timeline marker to the middle of its year. */
  marker: '6px',
} as const;

export const lineHeights = { tight: '1.15', snug: '1.35', body: '1.65' } as const;

export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

/** Heights and square sizes. */
export const sizes = {
  /** Fixed header height; also the scroll padding so anchors land below it. */
  header: '72px',
  /** A visually hidden box: the smallest that screen readers still read. */
  hidden: '1px',
  /** Smallest pointer target (WCAG 2.2 asks 24 px; we use 44 px for primary controls). */
  target: '44px',
  /** Height of a link in a list of links (the footer's), above WCAG 2.2's 24 px. */
  listTarget: '32px',
  /** A control of a compact bar (the small player's), above WCAG 2.2's 24 px. */
  barTarget: '36px',
  /** Height of a large button (hero, calls to action). */
  buttonLg: '52px',
  /** The header's monogram. */
  mark: '40px',
  /** An icon box or a venture tile. */
  icon: '48px',
  /** A testimonial's portrait. */
  avatar: '64px',
  /** An episode's own cover art on a phone, and on a wider screen (its file twice the wider: artSize, model/schema/podcast.ts). */
  art: '64px',
  artWide: '96px',
  /** A status badge's dot. */
  dot: '8px',
  /** A timeline marker. */
  marker: '16px',
  /** Least height of a page's hero. */
  heroPage: '420px',
  /** Greatest height of the home hero (it fills the first screen up to this). */
  heroHome: '860px',
  /** Greatest height of a dialog. */
  dialog: '720px',
  /** Least height of the message field. */
  textarea: '180px',
  /** Least height of a status page (404, error), as a share of the viewport. */
  statusPage: '70vh',
} as const;

/** Widths of content columns and boxes. */
export const widths = {
  /** Widest content column. */
  container: '1200px',
  /** Readable measure for prose. */
  prose: '68ch',
  /** A hero's heading. */
  headline: '22ch',
  /** The mission statement. */
  statement: '30ch',
  /** The carousel's "N of M". */
  counter: '4ch',
  /** A toast. */
  toast: '420px',
  /** The portrait beside the about teaser. */
  portrait: '480px',
  /** A dialog. */
  dialog: '640px',
  /** The career timeline. */
  timeline: '760px',
  /** The testimonials carousel. */
  quote: '880px',
} as const;

export const durations = {
  fast: '150ms',
  base: '250ms',
  /** The home hero's entrance. */
  entrance: '700ms',
} as const;

/** Breakpoints in px, min-width. `nav` is where the header shows its links inline. */
export const breakpoints = { sm: 640, md: 768, nav: 1024, lg: 1200 } as const;

export const zIndices = { player: '40', header: '50', toast: '100' } as const;
