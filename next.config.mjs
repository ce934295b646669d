import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { buildConfig } from '#model/buildConfig.ts';
import { contentPageExtensions, publishedPaths } from '#model/published.ts';
import { collectsData, resolveAnalytics, resolveBooking } from '#model/settings.ts';
import { buildId } from './scripts/pipeline/build-id.ts';

// Builds never go online: Next's anonymous telemetry is off for every build and dev server
// (read once this file is loaded, before Next makes its telemetry client).
process.env.NEXT_TELEMETRY_DISABLED = '1';

// Turbopack needs the plugin's own mode; `turbopack: {}` alone fails at build time
// with "Styles were unable to be assigned to a file".
const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

// Served under a sub-path (GitHub Pages project sites): BASE_PATH=/repo-name at build time.
const basePath = buildConfig.BASE_PATH ?? '';

// The owner's optional services (model/settings.ts). While the site collects anything it
// has a privacy page (app/privacy/page.collect.tsx, a page only then); while statistics are on,
// the analytics leaves replace their empty stand-ins (components/Analytics/leaves.ts). The two
// flags are inlined into the code, so what they switch off is not built at all.
const collecting = collectsData();
const stats = resolveAnalytics();
const analytics = stats !== undefined;
const show = publishedPaths().includes('/podcast');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  basePath,
  // For the site's links (components/SiteLink), plain <a> links which Next does not prefix.
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    NEXT_PUBLIC_ANALYTICS: analytics ? '1' : '',
    NEXT_PUBLIC_PRIVACY_PAGE: collecting ? '1' : '',
    // What the tracker needs (components/Analytics/tracker.ts), inlined into its own chunk alone.
    ...(stats
      ? { NEXT_PUBLIC_PLAUSIBLE_DOMAIN: stats.domain, NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: stats.endpoint, NEXT_PUBLIC_BOOKING_URL: resolveBooking()?.href ?? '' }
      : {}),
  },
  turbopack: {
    // The project is its own root, also where a test builds a copy of it inside the project
    // (scripts/test/build-copy.ts), whose lockfile would otherwise make Turbopack pick the outer one.
    root: import.meta.dirname,
    resolveAlias: {
      ...(analytics ? { '@/components/Analytics/leaves': './components/Analytics/on.ts' } : {}),
      // The small player that plays an episode on across pages (components/PlaysOn), once the show has its pages.
      ...(show ? { '@/components/PlaysOn/leaf': './components/PlaysOn/on.ts' } : {}),
    },
  },
  // `npm test` has typechecked the sources itself, just before its builds (model/buildConfig.ts).
  typescript: { ignoreBuildErrors: buildConfig.TYPECHECKED === '1' },
  // A build or an editor in a throwaway copy (the tests') writes no Turbopack cache: the copy is
  // removed after it (the default build's cost 14 of its 59 CPU-seconds; the dev server writes 60 MB).
  experimental: {
    turbopackFileSystemCacheForBuild: buildConfig.THROWAWAY_COPY !== '1',
    turbopackFileSystemCacheForDev: buildConfig.THROWAWAY_COPY !== '1',
  },
  reactStrictMode: true,
  poweredByHeader: false,
  // From the sources, not random: two builds of one commit are byte-identical (scripts/pipeline/build-id.ts).
  generateBuildId: () => buildId(),
};

// The pages that appear once the owner has content for them (model/published.ts), and the
// privacy page while the site collects anything: their files are pages only then, and always in
// development (the editor), where each answers once its content or setting is saved, on a reload.
// In the owner's editor (`npm run edit`), the preview is his site as visitors see it: no Next.js
// badge in its corner, and an address no page has (an article he deleted) is the not-found page:
// a static export's development server would show an error screen about generateStaticParams().
const configFor = (/** @type {string} */ phase) => {
  const development = phase === PHASE_DEVELOPMENT_SERVER;
  const editor = development && process.env.CMS_LOCAL === '1';
  const pageExtensions = ['tsx', 'ts', 'jsx', 'js', ...(collecting || development ? ['collect.tsx'] : []), ...contentPageExtensions(development)];
  // Development renders from Node's module cache, cleared for what each change touched. Next 16's
  // server Fast Refresh (patching modules in place instead) lost the first change of each content
  // file after a start until that file changed again (measured: /services, /contact and /privacy
  // unchanged after 30 s of reloads; with it off, 1 s): the preview must show every save.
  const experimental = { ...nextConfig.experimental, ...(development ? { turbopackServerFastRefresh: false } : {}) };
  return withVanillaExtract({ ...nextConfig, experimental, pageExtensions, ...(editor ? { devIndicators: false, output: undefined } : {}) });
};

export default configFor;
