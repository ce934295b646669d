// What every page of the show's listing shares: its hero, where to listen, its seasons and pages, its episodes and metadata.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/pageMetadata';
import { EpisodeListing } from '@/components/EpisodeListing/EpisodeListing';
import { PageHero } from '@/components/PageHero/PageHero';
import { Newsletter } from '@/components/Newsletter/Newsletter';
import { StreamingPlatforms } from '@/components/PodcastTeaser/StreamingPlatforms';
import { Section } from '@/components/Section/Section';
import data from '@/content/podcast.json';
import { showEpisodes, showFeed, showFeedLink } from '#model/episodes.ts';
import { loadContent } from '#model/registry.ts';
import { labelOf } from '#model/routes.ts';
import { listingPath, listingsOf, seasonPath, seasonsOf, type ListingBase } from '#model/showListing.ts';
import { ui } from '#model/ui.ts';
// The not-found boundary draws its button with this sheet: linked here, it merges into the page's one stylesheet.
import '@/styles/a11y.css';
import * as styles from './page.css';

const copy = loadContent('podcast', data);
const listings = listingsOf(showEpisodes);
const seasons = seasonsOf(showEpisodes);

const listingAt = (path: ListingBase) => listings.find((listing) => listing.path === path) ?? notFound();

export const furtherPages = (base: ListingBase) =>
  listings.filter((listing) => listing.base === base && listing.page > 1).map(({ page }) => ({ number: String(page) }));

export const seasonParams = () => seasons.map((season) => ({ season: String(season) }));

/** One placeholder where there are none: the development server makes every route, whose page is then not found. */
export const orNone = <Params,>(params: Params[], none: Params): Params[] => (params.length ? params : [none]);

export const pathOf = (base: ListingBase, number = '1') => listingPath(base, Number(number));
export const seasonBase = (season: string) => seasonPath(Number(season));

export function listingMetadata(path: ListingBase): Metadata {
  const { season, page, pages } = listingAt(path);
  const named = season === undefined ? labelOf('/podcast') : `${ui.listing.season(season)}, ${copy.name}`;
  const title = page > 1 ? `${named}: ${ui.listing.page(page, pages)}` : named;
  const feed = showFeedLink(copy.name);
  return pageMetadata({ title, description: copy.page.metaDescription, path, ...(feed ? { feed } : {}) });
}

export function ListingView({ path }: { path: ListingBase }) {
  const listing = listingAt(path);
  const heading = listing.season === undefined ? copy.page.episodesHeading : ui.listing.season(listing.season);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.name} intro={copy.intro} image={copy.page.image} />
      <Section id="podcast" heading={listing.page > 1 ? `${heading}: ${ui.listing.page(listing.page, listing.pages)}` : heading}>
        <StreamingPlatforms copy={copy} feed={showFeed} setOnly className={styles.listen} />
        <EpisodeListing listing={listing} seasons={seasons} />
        {listing.page === 1 && listing.season === undefined ? <Newsletter /> : null}
      </Section>
    </>
  );
}
