// What every page of the show's listing shares (model/showListing.ts): its hero, where to listen
// and subscribe (a few Tabs from the top), its seasons and pages, and its episodes; and its
// metadata. /podcast, /podcast/page/[number], /podcast/season/[season] and its pages render it.
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
// The not-found boundary every page carries draws its button with this sheet: linked here too,
// it is merged into the page's one stylesheet (scripts/pipeline/postbuild/merge-css.ts), as on the privacy page.
import '@/styles/a11y.css';
import * as styles from './page.css';

const copy = loadContent('podcast', data);
const listings = listingsOf(showEpisodes);
const seasons = seasonsOf(showEpisodes);

/** The listing's page at `path`, or the not-found page. */
const listingAt = (path: ListingBase) => listings.find((listing) => listing.path === path) ?? notFound();

/** The listing's further pages (2 onwards) at `base`, as route parameters. */
export const furtherPages = (base: ListingBase) =>
  listings.filter((listing) => listing.base === base && listing.page > 1).map(({ page }) => ({ number: String(page) }));

/** The seasons, as route parameters. */
export const seasonParams = () => seasons.map((season) => ({ season: String(season) }));

/**
 * A route's parameters, or where there are none (the development server makes every route, the
 * build only those with pages: model/published.ts) one, whose page is the not-found page.
 */
export const orNone = <Params,>(params: Params[], none: Params): Params[] => (params.length ? params : [none]);

/** The path of page `number` of the listing at `base`. */
export const pathOf = (base: ListingBase, number = '1') => listingPath(base, Number(number));
export const seasonBase = (season: string) => seasonPath(Number(season));

/** A listing page's title: the show's list, its season, and its page where it is not the first. */
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
