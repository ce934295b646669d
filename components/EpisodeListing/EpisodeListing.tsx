// A page of the show's listing (model/showListing.ts): its episodes, each with its own cover art
// where the feed gives one, its title linking to its page, its date, length and numbers, and the
// start of its description; above them, the
// seasons and the listing's pages, a few Tabs from the top; below, the next page. No player: each
// episode's page has its own, so a listing fetches nothing it plays and admits no audio host.
import { EpisodeArt } from '@/components/EpisodeArt/EpisodeArt';
import { EpisodeMeta } from '@/components/EpisodePlayer/EpisodePlayer';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { episodePath, episodeTeaser } from '#model/episodes.ts';
import type { AddressedEpisode } from '#model/episodeSlugs.ts';
import { listingPath, pageWindow, seasonPath, seasonWindow, type ListingPage } from '#model/showListing.ts';
import { ui } from '#model/ui.ts';
import * as styles from './EpisodeListing.css';

export function EpisodeListing({ listing, seasons }: { listing: ListingPage<AddressedEpisode>; seasons: readonly number[] }) {
  const { base, page, pages, season } = listing;
  return (
    <>
      {seasons.length ? (
        <nav aria-label={ui.listing.seasons} className={styles.ways}>
          {season === undefined ? null : <SiteLink href="/podcast">{ui.listing.allEpisodes}</SiteLink>}
          {seasonWindow(season, seasons).map((each, index) =>
            each === undefined ? (
              <span key={`gap-${index}`} aria-hidden="true">
                …
              </span>
            ) : (
              <SiteLink key={each} href={seasonPath(each)} aria-current={each === season ? 'page' : undefined}>
                {ui.listing.season(each)}
              </SiteLink>
            ),
          )}
        </nav>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={ui.listing.pages} className={styles.ways}>
          {page > 1 ? <SiteLink href={listingPath(base, page - 1)}>{ui.listing.newer}</SiteLink> : null}
          {pageWindow(page, pages).map((each, index) =>
            each === undefined ? (
              <span key={`gap-${index}`} aria-hidden="true">
                …
              </span>
            ) : (
              <SiteLink key={each} href={listingPath(base, each)} aria-current={each === page ? 'page' : undefined} aria-label={ui.listing.page(each, pages)}>
                {String(each)}
              </SiteLink>
            ),
          )}
        </nav>
      ) : null}
      <ol role="list" className={styles.list}>
        {listing.episodes.map((episode) => (
          <li key={episode.id}>
            <article className={styles.episode} aria-labelledby={`${episode.id}-title`}>
              <EpisodeArt episode={episode} />
              <div className={styles.words}>
                <h3 id={`${episode.id}-title`} className={styles.title}>
                  <SiteLink href={episodePath(episode)}>{episode.title}</SiteLink>
                </h3>
                <EpisodeMeta episode={episode} />
                {episode.description ? <p className={styles.description}>{episodeTeaser(episode)}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <p className={styles.older}>
          <SiteLink href={listingPath(base, page + 1)}>{ui.listing.older}</SiteLink>
        </p>
      ) : null}
    </>
  );
}
