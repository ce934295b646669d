// One episode of the show: its title, date and running time, its description as paragraphs (the
// feed's plain text, never markup), its player, its page on the feed's own site, where else to
// listen, the older and newer episodes and the whole list, and the closing call to action. Only
// stored episodes are pages (content/episodes.json); any other address under /podcast/ is the
// not-found page. Its policy admits this episode's audio host alone (scripts/build/postbuild.ts);
// links lead here by a full load (components/SiteLink), so that policy is its own.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/pageMetadata';
import { CallToAction } from '@/components/CallToAction/CallToAction';
import { EpisodeMeta, EpisodePlayer } from '@/components/EpisodePlayer/EpisodePlayer';
import { PageHero } from '@/components/PageHero/PageHero';
import { StreamingPlatforms } from '@/components/PodcastTeaser/StreamingPlatforms';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import data from '@/content/podcast.json';
import { episodeAt, episodePath, episodeSummary, showEpisodes } from '#model/episodes.ts';
import { loadContent } from '#model/registry.ts';
import { labelOf } from '#model/routes.ts';
import { callToAction } from '#model/site.ts';
import { ui } from '#model/ui.ts';
import { visuallyHidden } from '@/styles/a11y.css';
import { container } from '@/styles/layout.css';
import { episodeCard, noEpisodeYet } from './card';
import * as styles from './page.css';

const copy = loadContent('podcast', data);

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return showEpisodes.map(({ slug }) => ({ slug })).concat(noEpisodeYet());
}

/** The episode at `slug`, with its neighbours, or the not-found page. */
async function episodeOf(params: Props['params']) {
  const found = episodeAt((await params).slug);
  if (!found) notFound();
  return found;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { episode } = await episodeOf(params);
  return pageMetadata({ title: episode.title, description: episodeSummary(episode, copy), path: episodePath(episode), article: { card: episodeCard(episode), publishedTime: episode.date } });
}

export default async function EpisodePage({ params }: Props) {
  const { episode, newer, older } = await episodeOf(params);
  const paragraphs = episode.description?.split(/\n{2,}/) ?? [];
  return (
    <>
      <PageHero eyebrow={copy.name} heading={episode.title} image={copy.page.image} />
      <div id="podcast" className={`${container} ${styles.body}`}>
        <EpisodeMeta episode={episode} />
        {paragraphs.length ? (
          <div className={styles.description}>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ) : null}
        <EpisodePlayer episode={episode} label={copy.episodeLabel} />
        {episode.link ? (
          <p>
            <a href={episode.link} target="_blank" rel="noopener noreferrer">
              {`${ui.episode.elsewhere} ${new URL(episode.link).host}`}
              <span className={visuallyHidden}>{` ${ui.newTab}`}</span>
            </a>
          </p>
        ) : null}
        <div className={styles.listen}>
          <StreamingPlatforms copy={copy} />
        </div>
        <nav aria-label={`${labelOf('/podcast')}: ${ui.episode.sequel}`} className={styles.sequel}>
          {older ? <SiteLink href={episodePath(older)}>{`${ui.episode.older}: ${older.title}`}</SiteLink> : <span />}
          <SiteLink href="/podcast">{copy.page.episodesHeading}</SiteLink>
          {newer ? <SiteLink href={episodePath(newer)}>{`${ui.episode.newer}: ${newer.title}`}</SiteLink> : null}
        </nav>
      </div>
      <CallToAction id="contact-cta" copy={callToAction} />
    </>
  );
}
