// Raw design tokens as plain data. `theme.css.ts` turns them into CSS variables; components
// only ever read the variables (`rawValues.test.ts` fails on a raw length or colour in any
// stylesheet). Colours come in two layers, the palette and the roles; spacing is a 4 px grid.

/**
 * The brand's palette: every colour the site shows, named for what it is. Components never read
 * it: they read the roles below, which each colour scheme fills from it.
 */
export const palette = {
  white: '#ffffff',
  /** Near-black slate: body text in the light scheme (15.4:1 on white). */
  ink: '#0f172a',
  /** Slate: secondary text in the light scheme (7.6:1 on white). */
  slate: '#475569',
  /** The faint grey of alternate light sections. */
  mist: '#f4f6fa',
  /** Light hairlines. */
  hairline: '#dbe1ea',
  /** Brand navy: heroes, bands, the primary text on light. */
  navy: '#0b1f3a',
  /** Deeper navy: the footer, pressed buttons. */
  navyDeep: '#071426',
  /** Pale blue-grey: secondary text on navy (11:1). */
  navyMist: '#c7d2e3',
  /** Brand gold: accents, the primary button (8.9:1 against navy). */
  gold: '#e2b04a',
  /** Gold dark enough for text and links on white (5.6:1). */
  goldDark: '#8a5a00',
  /** Focus blue for light backgrounds, and its pale twin for dark ones. */
  blue: '#1d4ed8',
  blueLight: '#93c5fd',
  /** Status greens, blues and ambers: dark text on a pale tint, or the reverse. */
  green: '#14532d',
  greenTint: '#dcfce7',
  greenPale: '#bbf7d0',
  greenBright: '#86efac',
  indigo: '#1e3a8a',
  indigoTint: '#dbeafe',
  indigoPale: '#bfdbfe',
  amber: '#78350f',
  amberTint: '#fef3c7',
  amberPale: '#fde68a',
  amberBright: '#fbbf24',
  red: '#b91c1c',
  redPale: '#fca5a5',
  /** The dark scheme's backgrounds: the page, alternate sections, cards and fields. */
  night: '#0a1222',
  nightAlt: '#0f1a2e',
  nightRaised: '#15213a',
  nightHairline: '#2a3650',
  /** The dark scheme's text, secondary text, field borders and strong text. */
  moon: '#e5e9f0',
  moonMuted: '#a9b4c8',
  dusk: '#7d889e',
  steel: '#94a3b8',
  snow: '#f8fafc',
  silver: '#e2e8f0',
  /** Translucent deep navy over hero photos and behind an open dialog, so white text keeps its contrast. */
  scrim: 'rgba(7, 20, 38, 0.78)',
  /** A faint raised panel on navy, and hairlines on navy. */
  glass: 'rgba(255, 255, 255, 0.08)',
  glassEdge: 'rgba(255, 255, 255, 0.14)',
} as const;

/**
 * The colour roles: what components use, and all they use (`vars.color.*`). Each scheme below
 * gives every role a colour from the palette; `contrast.test.ts` checks every pair that meets on
 * screen, in every scheme.
 */
const light = {
  /** The page. */
  background: palette.white,
  /** Alternate sections, and quiet fills on the page (a photo's frame, a social link at rest). */
  backgroundAlt: palette.mist,
  /** What lies on the page: cards, dialogs, menus, toasts, fields, the header once scrolled. */
  raised: palette.white,
  /** Body text. */
  text: palette.ink,
  /** Secondary text. */
  textMuted: palette.slate,
  /** Emphasised text and outlines on the page: the header's links, headings set apart, figures. */
  strong: palette.navy,
  /** Text on a fill of `strong` (the secondary button; an outlined one, hovered). */
  onStrong: palette.white,
  /** A hovered fill of `strong`. */
  strongHover: palette.navyDeep,
  /** Hairlines and card borders. */
  border: palette.hairline,
  /** A hovered card's border. */
  borderStrong: palette.navy,
  /** A field's border (3:1 against a field, as WCAG asks of a control's edge). */
  fieldBorder: palette.slate,
  /** Gold text and links on the page. */
  accentText: palette.goldDark,
  /** Gold fills: the primary button, the current page in the menu, a timeline marker; gold text on a band. */
  accent: palette.gold,
  /** Text on gold. */
  onAccent: palette.navy,
  /** The inverse bands: heroes, dark sections, a status page, an icon's box. */
  band: palette.navy,
  /** The footer, and a pressed button on a band. */
  bandDeep: palette.navyDeep,
  /** Text on a band. */
  onBand: palette.white,
  /** Secondary text on a band. */
  onBandMuted: palette.navyMist,
  /** A faint raised panel on a band (a testimonial, a social link at rest), and hairlines there. */
  bandTint: palette.glass,
  bandBorder: palette.glassEdge,
  /** A tooltip: the reverse of the page. */
  inverse: palette.ink,
  onInverse: palette.white,
  /** The focus ring, drawn on a halo so it keeps 3:1 on any fill. */
  focus: palette.blue,
  focusHalo: palette.white,
  /** A message that was sent; a checked item. */
  success: palette.green,
  /** A message that was not sent. */
  error: palette.red,
  /** A field's edge once it is known to be invalid. */
  invalid: palette.amber,
  /** Status badges: text on tint. */
  activeText: palette.green,
  activeTint: palette.greenTint,
  developingText: palette.indigo,
  developingTint: palette.indigoTint,
  plannedText: palette.amber,
  plannedTint: palette.amberTint,
  /** Over hero photos and behind an open dialog. */
  scrim: palette.scrim,
} as const;

/** Every colour role. */
export type ColorRole = keyof typeof light;

/** The dark scheme: the page goes to night, the bands stay navy, gold text brightens. */
const dark = {
  ...light,
  background: palette.night,
  backgroundAlt: palette.nightAlt,
  raised: palette.nightRaised,
  text: palette.moon,
  textMuted: palette.moonMuted,
  strong: palette.snow,
  onStrong: palette.night,
  strongHover: palette.silver,
  border: palette.nightHairline,
  borderStrong: palette.steel,
  fieldBorder: palette.dusk,
  accentText: palette.gold,
  inverse: palette.silver,
  onInverse: palette.ink,
  focus: palette.blueLight,
  focusHalo: palette.night,
  success: palette.greenBright,
  error: palette.redPale,
  invalid: palette.amberBright,
  activeText: palette.greenPale,
  activeTint: palette.green,
  developingText: palette.indigoPale,
  developingTint: palette.indigo,
  plannedText: palette.amberPale,
  plannedTint: palette.amber,
} as const satisfies Record<ColorRole, string>;

/** The colour schemes: `light` always, `dark` where the visitor's system asks for it (unless the owner turns it off). */
export const schemes = { light, dark } satisfies Record<string, Record<ColorRole, string>>;

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
  /** Height of a large button (hero, calls to action). */
  buttonLg: '52px',
  /** The header's monogram. */
  mark: '40px',
  /** An icon box or a venture tile. */
  icon: '48px',
  /** A testimonial's portrait. */
  avatar: '64px',
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

export const zIndices = { header: '50', toast: '100' } as const;
