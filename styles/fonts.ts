import localFont from 'next/font/local';

/**
 * Inter, self-hosted from its npm package: the Latin subset of the variable font, one file
 * for every weight. next/font adds a metric-matched Arial fallback so the swap does not
 * shift the layout, and preloads the file because every page's hero text uses it.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  preload: true,
});
