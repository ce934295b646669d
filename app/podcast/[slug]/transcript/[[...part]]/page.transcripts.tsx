// An episode's transcript: what everyone says in it, each turn its speaker and the time it
// starts, as text a screen reader and a crawler read (WCAG 1.2.1's text alternative, linked
// right under the episode's player), with the episode's player above it, kept in view: each
// turn's time plays from there, and has an address of its own (`#t=454`) to share. Its own page, in parts of a page each where it is long
// (model/episodeTranscripts.ts), so that each arrives in one round trip. Only the stored
// episodes' stored transcripts are pages; any other address is the not-found page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/pageMetadata';
import { PageHero } from '@/components/PageHero/PageHero';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { playerId } from '@/components/EpisodePlayer/EpisodePlayer';
import { Transcript } from '@/components/Transcript/Transcript';
import data from '@/content/podcast.json';
import { EpisodeListening } from '@/components/EpisodeListening/EpisodeListening';
import { episodeAt, episodePath } from '#model/episodes.ts';
import { partName, transcriptPages, transcriptParts, transcriptPath, transcriptTitle } from '#model/episodeTranscripts.ts';
import { fitted } from '#model/schema/fields.ts';
import { lastSecondOf } from '#model/schema/podcast.ts';
import { loadContent } from '#model/registry.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { container } from '@/styles/layout.css';
import { keptInViewMark } from '@/lib/earlyActions';
import { linkLine, reading } from '@/styles/reading.css';
import * as styles from './page.css';

const copy = loadContent('podcast', data);

type Props = { params: Promise<{ slug: string; part?: string[] }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  const params = (await transcriptPages()).map(({ episode, part }) => ({ slug: episode.slug, part: part > 1 ? [String(part)] : [] }));
  // The editor builds every page: while no episode has a transcript, a stand-in, which is the not-found page.
  return params.length ? params : [{ slug: 'no-transcript-yet', part: [] }];
}

/** The episode, its transcript's parts and the part at this address, or the not-found page. */
async function partOf(params: Props['params']) {
  const { slug, part = [] } = await params;
  const found = episodeAt(slug);
  const parts = await transcriptParts(slug);
  const number = part.length ? Number(part[0]) : 1;
  const turns = part.length <= 1 && Number.isInteger(number) ? parts[number - 1] : undefined;
  if (!found || !turns) notFound();
  return { episode: found.episode, parts, number, turns };
}

/** The longest page title before the site's name: search results show about 60 characters in all. */
const titleLength = 52;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { episode, parts, number, turns } = await partOf(params);
  const opening = turns.map(({ text }) => text).join(' ');
  return pageMetadata({
    title: transcriptTitle(episode.title, number, parts.length, titleLength),
    description: fitted(opening, 160),
    path: transcriptPath(episode.slug, number),
  });
}

export default async function TranscriptPage({ params }: Props) {
  const { episode, parts, number, turns } = await partOf(params);
  return (
    <>
      <PageHero eyebrow={`${copy.name}: ${episodeWords.transcript}`} heading={episode.title} image={copy.page.image} />
      <div id="podcast" className={`${container} ${reading}`}>
        <p>
          <SiteLink href={episodePath(episode)}>{episodeWords.backToEpisode}</SiteLink>
          {parts.length > 1 ? ` · ${partName(parts, number - 1)}` : null}
        </p>
        {/* Where it is read, the episode plays: each turn's time from there, the line heard marked. */}
        <div className={styles.player} {...{ [keptInViewMark]: '' }}>
          <EpisodeListening
            episode={episode}
            label={copy.episodeLabel}
            show={copy.name}
            start={number > 1 ? turns.find(({ start }) => start !== undefined)?.start : undefined}
          />
        </div>
        <Transcript turns={turns} player={episode.audio ? playerId : undefined} length={lastSecondOf(episode.duration)} />
        {parts.length > 1 ? (
          <nav aria-label={episodeWords.partsLabel}>
            <ol role="list" className={linkLine}>
              {parts.map((_, index) => (
                <li key={index}>
                  <SiteLink href={transcriptPath(episode.slug, index + 1)} aria-current={index + 1 === number ? 'page' : undefined}>
                    {partName(parts, index)}
                  </SiteLink>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
      </div>
    </>
  );
}
