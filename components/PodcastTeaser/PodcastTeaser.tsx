import type { Content } from '#model/registry.ts';
import { isoDurationOf } from '#model/schema/podcast.ts';
import { grid } from '@/styles/layout.css';
import { DateText } from '@/components/DateText/DateText';
import { Photo } from '@/components/Photo/Photo';
import { Section } from '@/components/Section/Section';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { numberOfTeased, onSiteTeased, pageOfTeased, showEpisodes, showFeed } from '#model/episodes.ts';
import { ui } from '#model/ui.ts';
import * as styles from './PodcastTeaser.css';
import { StreamingPlatforms } from './StreamingPlatforms';

/** A teased episode's title: a link to its page on the site where the show stores it, else to the feed's page, else plain. */
function EpisodeTitle({ episode }: { episode: Content<'podcast'>['episodes'][number] }) {
  const page = pageOfTeased(episode);
  if (page) return <SiteLink href={page}>{episode.title}</SiteLink>;
  return episode.link ? <a href={episode.link}>{episode.title}</a> : episode.title;
}

/** A teased episode's number as the feed gives it (numberOfTeased), after the teaser's label; nothing where the feed gives none. */
function EpisodeNumber({ episode, label }: { episode: Content<'podcast'>['episodes'][number]; label: string }) {
  const number = numberOfTeased(episode);
  return number === undefined ? null : (
    <p className={styles.number}>
      {label} {number}
    </p>
  );
}

/** The podcast: three latest episodes and where to listen. */
export function PodcastTeaser({ copy }: { copy: Content<'podcast'> }) {
  return (
    <Section
      id="podcast"
      tone="alt"
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      intro={copy.intro}
      footer={
        // Once the show has its pages, where it is: the platforms he set, else its page, and its feed.
        showEpisodes.length ? (
          <StreamingPlatforms copy={copy} feed={showFeed} setOnly ownPage={{ href: '/podcast', label: ui.listing.allEpisodes }} />
        ) : (
          <StreamingPlatforms copy={copy} />
        )
      }
    >
      <ul role="list" className={grid({ columns: 3 })}>
        {onSiteTeased(copy.episodes).map((episode) => (
          <li key={episode.id}>
            <article className={styles.episode} aria-labelledby={`${episode.id}-title`}>
              <div className={styles.cover}>
                <Photo photo={episode.image} slot="episode" className={styles.image} />
              </div>
              <div className={styles.body}>
                <EpisodeNumber episode={episode} label={copy.episodeLabel} />
                <h3 id={`${episode.id}-title`} className={styles.title}>
                  <EpisodeTitle episode={episode} />
                </h3>
                <p className={styles.meta}>
                  <DateText date={episode.date} />
                  <span aria-hidden="true">·</span>
                  <time dateTime={isoDurationOf(episode.duration)}>{episode.duration}</time>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
