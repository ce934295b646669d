// The show's listing, a walk through any number of episodes: /podcast, the latest
// `episodesPerPage`; /podcast/page/2 onwards, the rest in pages of as many, at addresses a crawler
// follows; and where the feed numbers its seasons, a page for each (/podcast/season/3, and its
// own further pages). No listing has a player: each episode's own page has its own.
import type { ShowEpisode } from './schema/podcast.ts';
import { maxSeasonListings } from './exportBounds.ts';

/** The most episodes on a page of the listing: a screen or two of titles on a phone, within one round trip. */
export const episodesPerPage = 20;

/** The path of page `page` of the listing at `base` (`/podcast`, `/podcast/season/3`). */
export const listingPath = (base: ListingBase, page: number): ListingBase => (page === 1 ? base : `${base}/page/${page}`);

/** Where a listing is: the show's, or a season's. */
export type ListingBase = '/podcast' | `/podcast/${string}`;

/** The listing of a season. */
export const seasonPath = (season: number): ListingBase => `/podcast/season/${season}`;

/** A page of a listing: its path, its episodes, where it is among its listing's pages, and its season where it lists one. */
export interface ListingPage<Episode> {
  path: ListingBase;
  base: ListingBase;
  episodes: Episode[];
  page: number;
  pages: number;
  season?: number;
}

/** The pages of `episodes` listed at `base`, `episodesPerPage` each. */
function paged<Episode>(episodes: readonly Episode[], base: ListingBase, season?: number): ListingPage<Episode>[] {
  const pages = Math.max(1, Math.ceil(episodes.length / episodesPerPage));
  return Array.from({ length: pages }, (_, index) => ({
    path: listingPath(base, index + 1),
    base,
    episodes: episodes.slice(index * episodesPerPage, (index + 1) * episodesPerPage),
    page: index + 1,
    pages,
    ...(season === undefined ? {} : { season }),
  }));
}

/** The seasons the feed numbers that have listing pages of their own: the newest, at most `maxSeasonListings`. */
export const seasonsOf = (episodes: readonly Pick<ShowEpisode, 'season'>[]): number[] =>
  [...new Set(episodes.flatMap(({ season }) => (season === undefined ? [] : [season])))].sort((a, b) => b - a).slice(0, maxSeasonListings);

/** Every page of the listing: the show's, then each season's, newest season first. None without episodes. */
export function listingsOf<Episode extends Pick<ShowEpisode, 'season'>>(episodes: readonly Episode[]): ListingPage<Episode>[] {
  if (!episodes.length) return [];
  return [
    ...paged(episodes, '/podcast'),
    ...seasonsOf(episodes).flatMap((season) =>
      paged(
        episodes.filter((episode) => episode.season === season),
        seasonPath(season),
        season,
      ),
    ),
  ];
}

/** Which kinds of listing page a show has beyond /podcast, for the build to make their routes (model/published.ts). */
export const listingKinds = (episodes: readonly Pick<ShowEpisode, 'season'>[]) => {
  const listings = listingsOf(episodes);
  return {
    pages: listings.some(({ season, page }) => season === undefined && page > 1),
    seasons: listings.some(({ season }) => season !== undefined),
    seasonPages: listings.some(({ season, page }) => season !== undefined && page > 1),
  };
};

/** The page of the show's listing an episode is on (its position in the show, newest first). */
export const listingPageOf = (index: number): ListingBase => listingPath('/podcast', Math.floor(index / episodesPerPage) + 1);

/**
 * The pages a listing's page links to: the first, the last, and two either side of its own, a gap
 * (undefined) where others are left out; a few Tabs however long the show.
 */
export function pageWindow(page: number, pages: number): (number | undefined)[] {
  const shown = Array.from({ length: pages }, (_, index) => index + 1).filter((each) => each === 1 || each === pages || Math.abs(each - page) <= 2);
  return shown.flatMap((each, index) => (index > 0 && each - (shown[index - 1] ?? 0) > 1 ? [undefined, each] : [each]));
}

/** The most seasons a listing's page links to one by one. */
const seasonsLinked = 12;

/**
 * The seasons a listing's page links to, newest first: all of a show of up to twelve; of more, on
 * a season's page the newest, the oldest and two either side of its own, on the show's the newest
 * three and the oldest, a gap (undefined) where others are left out. A few links, however many seasons.
 */
export function seasonWindow(season: number | undefined, seasons: readonly number[]): (number | undefined)[] {
  if (seasons.length <= seasonsLinked) return [...seasons];
  const at = season === undefined ? 1 : seasons.indexOf(season) + 1;
  return pageWindow(Math.max(at, 1), seasons.length).map((place) => (place === undefined ? undefined : seasons[place - 1]));
}
