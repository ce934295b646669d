// The show: every episode the podcast refresh stored from the feed (content/episodes.json),
// newest first, each with the start of its description, a player that fetches nothing until the
// visitor presses play, and its title linking to its own page, which has the rest (./[slug]). A
// page only while there are episodes (model/published.ts); until then /podcast is the
// specification's not-found page. Its policy admits the players' audio from the feed's hosts
// alone (scripts/build/postbuild/csp.ts); links lead here by a full load, so the policy is its own.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/pageMetadata';
import { EpisodeMeta, EpisodePlayer } from '@/components/EpisodePlayer/EpisodePlayer';
import { PageHero } from '@/components/PageHero/PageHero';
import { StreamingPlatforms } from '@/components/PodcastTeaser/StreamingPlatforms';
import { Section } from '@/components/Section/Section';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { episodePath, episodeTeaser, showEpisodes, showFeed } from '#model/episodes.ts';
import data from '@/content/podcast.json';
import { loadContent } from '#model/registry.ts';
import { labelOf } from '#model/routes.ts';
// The not-found boundary every page carries draws its button with this sheet: linked here too,
// it is merged into the page's one stylesheet (scripts/build/postbuild/merge-css.ts), as on the privacy page.
import '@/styles/a11y.css';
import * as styles from './page.css';

const copy = loadContent('podcast', data);

export const metadata: Metadata = pageMetadata({ title: labelOf('/podcast'), description: copy.page.metaDescription, path: '/podcast' });

export default function PodcastPage() {
  if (!showEpisodes.length) notFound();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.name} intro={copy.intro} image={copy.page.image} />
      <Section id="podcast" heading={copy.page.episodesHeading} footer={<StreamingPlatforms copy={copy} feed={showFeed} />}>
        <ol role="list" className={styles.list}>
          {showEpisodes.map((episode) => (
            <li key={episode.id}>
              <article className={styles.episode} aria-labelledby={`${episode.id}-title`}>
                <h3 id={`${episode.id}-title`} className={styles.title}>
                  <SiteLink href={episodePath(episode)}>{episode.title}</SiteLink>
                </h3>
                <EpisodeMeta episode={episode} />
                {episode.description ? <p className={styles.description}>{episodeTeaser(episode)}</p> : null}
                <EpisodePlayer episode={episode} label={copy.episodeLabel} />
              </article>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
