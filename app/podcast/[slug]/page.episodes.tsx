// One episode of the show: its title, its own cover art where the feed gives one, date and running time, its description as paragraphs (the
// feed's plain text, never markup, its https links kept), its hosts and guests, its player (or why
// it has none), its transcript's link right under it, its file, its page on the feed's own site,
// its chapters (each plays it from there), where else to listen and subscribe, the older and newer
// episodes and the page of the show's list it is on, and the closing call to action. Only
// stored episodes are pages (content/episodes.json); any other address under /podcast/ is the
// not-found page. Its policy admits this episode's audio host alone (scripts/pipeline/postbuild.ts);
// links lead here by a full load (components/SiteLink), so that policy is its own.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/pageMetadata';
import { CallToAction } from '@/components/CallToAction/CallToAction';
import { Chapters } from '@/components/Chapters/Chapters';
import { EpisodeArt } from '@/components/EpisodeArt/EpisodeArt';
import { EpisodePeople } from '@/components/EpisodePeople/EpisodePeople';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { DownloadLink, EpisodeMeta, playerId, Unplayable } from '@/components/EpisodePlayer/EpisodePlayer';
import { ShowNotes } from '@/components/ShowNotes/ShowNotes';
import { PageHero } from '@/components/PageHero/PageHero';
import { StreamingPlatforms } from '@/components/PodcastTeaser/StreamingPlatforms';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import data from '@/content/podcast.json';
import { episodeAt, episodePath, episodeSummary, showEpisodes, showFeed, showFeedLink } from '#model/episodes.ts';
import { EpisodeListening } from '@/components/EpisodeListening/EpisodeListening';
import { transcriptPath, transcriptsShown } from '#model/episodeTranscripts.ts';
import { loadContent } from '#model/registry.ts';
import { labelOf } from '#model/routes.ts';
import { listingPageOf } from '#model/showListing.ts';
import { callToAction } from '#model/site.ts';
import { ui } from '#model/ui.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { container } from '@/styles/layout.css';
import { reading } from '@/styles/reading.css';
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
  const feed = showFeedLink(copy.name);
  return pageMetadata({
    title: episode.title,
    description: episodeSummary(episode, copy),
    path: episodePath(episode),
    article: { card: episodeCard(episode), publishedTime: episode.date },
    ...(feed ? { feed } : {}),
  });
}

export default async function EpisodePage({ params }: Props) {
  const { episode, newer, older } = await episodeOf(params);
  const transcript = (await transcriptsShown()).has(episode.slug);
  return (
    <>
      <PageHero eyebrow={copy.name} heading={episode.title} image={copy.page.image} />
      <div id="podcast" className={`${container} ${reading}`}>
        <div className={styles.opening}>
          <EpisodeArt episode={episode} />
          <EpisodeMeta episode={episode} />
        </div>
        {episode.people?.length ? <EpisodePeople people={episode.people} /> : null}
        {episode.description ? <ShowNotes text={episode.description} className={styles.description} /> : null}
        <EpisodeListening episode={episode} label={copy.episodeLabel} show={copy.name} />
        <Unplayable episode={episode} />
        {/* The player's text alternative, right under it (WCAG 1.2.1), and the file to keep. */}
        <ul role="list" className={styles.links}>
          <li>{transcript ? <SiteLink href={transcriptPath(episode.slug)}>{episodeWords.readTranscript}</SiteLink> : episodeWords.noTranscript}</li>
          {episode.audio ? (
            <li>
              <DownloadLink audio={episode.audio} />
            </li>
          ) : null}
          {episode.link ? (
            <li>
              <ExternalLink href={episode.link}>{`${ui.episode.elsewhere} ${new URL(episode.link).host}`}</ExternalLink>
            </li>
          ) : null}
        </ul>
        {episode.chapters?.length ? <Chapters chapters={episode.chapters} player={episode.audio ? playerId : undefined} /> : null}
        <StreamingPlatforms copy={copy} feed={showFeed} setOnly className={styles.listen} />
        <nav aria-label={`${labelOf('/podcast')}: ${ui.episode.sequel}`} className={styles.sequel}>
          {older ? <SiteLink href={episodePath(older)}>{`${ui.episode.older}: ${older.title}`}</SiteLink> : <span />}
          <SiteLink href={listingPageOf(showEpisodes.indexOf(episode))}>{copy.page.episodesHeading}</SiteLink>
          {newer ? <SiteLink href={episodePath(newer)}>{`${ui.episode.newer}: ${newer.title}`}</SiteLink> : null}
        </nav>
      </div>
      <CallToAction id="contact-cta" copy={callToAction} />
    </>
  );
}
