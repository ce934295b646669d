import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { Analytics } from '@/components/Analytics/leaves';
import { EarlyActions } from '@/components/EarlyActions/EarlyActions';
import { Footer } from '@/components/Footer/Footer';
import { Header } from '@/components/Header/Header';
import { SkipLink } from '@/components/SkipLink/SkipLink';
import { PlaysOn } from '@/components/PlaysOn/leaf';
import { darkScheme, resolveAnalytics } from '#model/settings.ts';
import { site } from '#model/site.ts';
import servicesData from '@/content/services.json';
import { loadContent } from '#model/registry.ts';
import { defaultDescription, imageHost, openGraphDefaults, shareImage, siteIcons, siteUrl, titles } from '#model/seo.ts';
import { ui } from '#model/ui.ts';
import { media } from '@/styles/media';
import { schemes } from '@/styles/colors';
import { inter } from '@/styles/fonts';
import '@/styles/global.css';
// The error boundary's styles ride with the layout's: otherwise every page preloads them
// as a separate stylesheet it never uses, and the browser warns about it. (The one import of a
// component's stylesheet from outside it: for where its CSS is bundled, not to use its classes.)
// eslint-disable-next-line no-restricted-imports
import '@/components/StatusPage/StatusPage.css';
import * as styles from './layout.css';

// The footer lists the services (content/services.json).
const { services } = loadContent('services', servicesData);

export const metadata: Metadata = {
  metadataBase: siteUrl,
  title: titles,
  description: defaultDescription,
  applicationName: site.name,
  authors: [{ name: site.name, url: siteUrl }],
  creator: site.name,
  openGraph: openGraphDefaults,
  twitter: { card: 'summary_large_image', images: [shareImage] },
  icons: { icon: siteIcons.icon.url, apple: siteIcons.apple.url },
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // The browser's bars take the colour of the page's top: the navy header in light; the dark page
  // in dark. The first that applies wins, so the light one needs no media query of its own.
  themeColor: darkScheme ? [{ media: media.dark, color: schemes.dark.background }, { color: schemes.light.band }] : schemes.light.band,
  colorScheme: darkScheme ? 'light dark' : 'light',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // Every page's hero photo comes from the image host: open the connection while the HTML parses.
  preconnect(imageHost);
  const analytics = resolveAnalytics() !== undefined;
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <SkipLink targetId="main" label={ui.skipLink} />
        <Header />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {/* With a show, the small player that plays an episode on across pages (its code loaded only once one plays on); else nothing, not a byte. */}
        <PlaysOn />
        {/* With statistics off, not even an empty slot: the page is the same, byte for byte, as without them. */}
        {analytics ? (
          <>
            <Footer services={services} />
            <EarlyActions />
            <Analytics />
          </>
        ) : (
          <>
            <Footer services={services} />
            <EarlyActions />
          </>
        )}
      </body>
    </html>
  );
}
