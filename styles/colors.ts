// The colours, in two layers: the brand palette, and the roles components use (`vars.color.*`),
// each role given a colour of the palette in every scheme. `theme.css.ts` turns the light scheme
// into CSS variables and restates, for a visitor whose system asks for dark, the roles that change.

/**
 * The brand's palette: every colour the site shows, named for what it is. Components never read
 * it: they read the roles below, which each colour scheme fills from it. Each pair of them a page
 * shows is held to WCAG 2.2 AA by styles/contrast.test.ts.
 */
export const palette = {
  white: '#ffffff',
  /** Near-black slate: body text in the light scheme. */
  ink: '#0f172a',
  /** Slate: secondary text in the light scheme. */
  slate: '#475569',
  /** The faint grey of alternate light sections. */
  mist: '#f4f6fa',
  /** Light hairlines. */
  hairline: '#dbe1ea',
  /** Brand navy: heroes, bands, the primary text on light. */
  navy: '#0b1f3a',
  /** Deeper navy: the footer, pressed buttons. */
  navyDeep: '#071426',
  /** Pale blue-grey: secondary text on navy. */
  navyMist: '#c7d2e3',
  /** Brand gold: accents, the primary button. */
  gold: '#e2b04a',
  /** Gold dark enough for text and links on white. */
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
