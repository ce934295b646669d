// `npm run build:delivery`: every one of the owner's services on, each pointed at a stand-in on this
// machine (ports: scripts/test/stand-ins.ts), with his own photos, articles, terms and a show from a
// local feed, into out-delivery/ for the journeys that use them.
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
