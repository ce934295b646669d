import localFont from 'next/font/local';

/**
 * Inter, self-hosted from its npm package: the Latin subset of the variable font, cut at
 * build time to the weights the site uses (scripts/pipeline/font.ts), one file for
 * every weight. Used, and preloaded, only where the owner's typeface is Inter
 * (content/settings.json): otherwise the theme's stack never names it and the build takes
 * Next's preload away (scripts/pipeline/postbuild/preload-font.ts). next/font's own
 * metric-matched fallback is `local(Arial)` only, which Android and Linux lack; the fallback
 * face in `fontFallback.css.ts` also finds the fonts those systems have.
 */
export const inter = localFont({
  src: '../.fonts/inter.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: false,
  preload: true,
});
