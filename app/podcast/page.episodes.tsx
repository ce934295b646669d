// The show: its latest episodes (model/showListing.ts: the rest on further pages, and a page per
// season where the feed numbers them), each with the start of its description and its title
// linking to its own page (./[slug]), which has its player and the rest. A page only while there
// are episodes (model/published.ts); until then /podcast is the specification's not-found page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { showEpisodes } from '#model/episodes.ts';
import { listingMetadata, ListingView } from './listing';

export const metadata: Metadata = showEpisodes.length ? listingMetadata('/podcast') : {};

export default function PodcastPage() {
  if (!showEpisodes.length) notFound();
  return <ListingView path="/podcast" />;
}
