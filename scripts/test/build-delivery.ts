// `npm run build:delivery`: the site with every one of the owner's services on, each pointed at
// a stand-in on this machine, built into out-delivery/ for the journeys that use them
// (e2e/*.delivery.spec.ts, e2e/*.analytics.spec.ts): the contact form posts to the local form
// backend, statistics go to the local events endpoint, the contact page offers a booking link,
// the podcast teaser shows the episodes `npm run podcast:refresh` took from a local feed, the
// CMS at /admin is connected to a repository, the portrait and heroes are the owner's own
// photos (scripts/test/sample-photos.ts), for the photo journeys (e2e/*photos.spec.ts), and the
// owner has written articles and terms (scripts/test/sample-content.ts), so Insights, the
// articles, the podcast page (from the same feed) and the terms are pages.
// The stand-ins' ports are the ones playwright.config.ts starts them on (scripts/test/stand-ins.ts).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { serveFeeds } from './feeds/serve.ts';
import { standIns } from './stand-ins.ts';
import { buildInCopy } from './build-copy.ts';
import { editDataFile, putSampleContent } from './sample-content.ts';
import { putSamples, sayNewEncodes } from './sample-photos.ts';

const target = 'out-delivery';
await buildInCopy({
  work: '.delivery',
  target,
  env: {
    CONTACT_ENDPOINT: `${standIns.formBackend}/f/oj`,
    SITE_URL: standIns.deliverySite,
    PLAUSIBLE_DOMAIN: standIns.analyticsDomain,
    PLAUSIBLE_ENDPOINT: `${standIns.eventsBackend}/api/event`,
    BOOKING_URL: standIns.bookingUrl,
    CMS_REPO: standIns.cmsRepository,
  },
  async prepare(work) {
    await putSamples(work);
    putSampleContent(work);
    // Search in every header, and a newsletter's sign-up, as an owner of many articles and episodes sets them (Settings).
    editDataFile(work, 'content/settings.json', (settings) => ({
      ...settings,
      search: 'in the header too',
      newsletter: { ...Object(settings.newsletter), address: standIns.newsletter },
    }));
    const feeds = await serveFeeds();
    // Asynchronously: the feed is served from this very process.
    const refresh = promisify(execFile)(process.execPath, ['scripts/refresh/podcast-refresh.ts'], {
      cwd: work,
      env: { ...process.env, PODCAST_FEED: `${feeds.origin}/show.xml` },
    });
    try {
      console.log((await refresh).stdout.trim());
    } catch (error) {
      throw new Error(`build:delivery: ${(error as { stderr?: string }).stderr?.trim() || error}`, { cause: error });
    } finally {
      await feeds.close();
    }
  },
});
sayNewEncodes(target);
console.log(`build:delivery: the site with every service on, at its stand-ins, in ${target}/`);
