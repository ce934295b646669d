// Which requests are photos, for the photo budget, the benchmark and the photo journeys: the
// stock host's (from model/seo.ts) and the owner's own (/photos/). Plain TypeScript that
// Node runs as it is (type stripping).
import { imageHost } from '#model/seo.ts';

/** The stock photos' host name (`images.unsplash.com`). */
export const photoHost = new URL(imageHost).hostname;

/** Every URL of the stock photo host, for routing it in tests. */
export const stockPhotoUrl = new RegExp(`^${imageHost.replace(/[.]/g, '\\.')}/`);

/** Whether a URL a page fetched is a photo: the stock host's, or one of the owner's (/photos/). */
export function isPhoto(url: string): boolean {
  const { hostname, pathname } = new URL(url);
  return hostname === photoHost || pathname.includes('/photos/');
}
