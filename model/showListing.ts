// The show's listing at any size: /podcast, then /podcast/page/N, and a listing per numbered season,
// all at addresses a crawler follows. No listing has a player: each episode's page has its own.
import type { ShowEpisode } from './schema/podcast.ts';
import { maxSeasonListings } from './exportBounds.ts';

/** A screen or two of titles on a phone, within one round trip. */
export const episodesPerPage = 20;

export const listingPath = (base: ListingBase, page: number): ListingBase => (page === 1 ? base : `${base}/page/${page}`);

export type ListingBase = '/podcast' | `/podcast/${string}`;

export const seasonPath = (season: number): ListingBase => `/podcast/season/${season}`;

export interface ListingPage<Episode> {
  path: ListingBase;
  base: ListingBase;
  episodes: Episode[];
  page: number;
  pages: number;
  season?: number;
}

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

export const seasonsOf = (episodes: readonly Pick<ShowEpisode, 'season'>[]): number[] =>
  [...new Set(episodes.flatMap(({ season }) => (season === undefined ? [] : [season])))].sort((a, b) => b - a).slice(0, maxSeasonListings);

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

export const listingKinds = (episodes: readonly Pick<ShowEpisode, 'season'>[]) => {
  const listings = listingsOf(episodes);
  return {
    pages: listings.some(({ season, page }) => season === undefined && page > 1),
    seasons: listings.some(({ season }) => season !== undefined),
    seasonPages: listings.some(({ season, page }) => season !== undefined && page > 1),
  };
};

export const listingPageOf = (index: number): ListingBase => listingPath('/podcast', Math.floor(index / episodesPerPage) + 1);

/** The first, the last and two either side, a gap (undefined) between: a few Tabs however long the show. */
export function pageWindow(page: number, pages: number): (number | undefined)[] {
  const shown = Array.from({ length: pages }, (_, index) => index + 1).filter((each) => each === 1 || each === pages || Math.abs(each - page) <= 2);
  return shown.flatMap((each, index) => (index > 0 && each - (shown[index - 1] ?? 0) > 1 ? [undefined, each] : [each]));
}

const seasonsLinked = 12;

/** All of up to twelve; else a few around the current one, the newest and the oldest, a gap (undefined) between. */
export function seasonWindow(season: number | undefined, seasons: readonly number[]): (number | undefined)[] {
  if (seasons.length <= seasonsLinked) return [...seasons];
  const at = season === undefined ? 1 : seasons.indexOf(season) + 1;
  return pageWindow(Math.max(at, 1), seasons.length).map((place) => (place === undefined ? undefined : seasons[place - 1]));
}
