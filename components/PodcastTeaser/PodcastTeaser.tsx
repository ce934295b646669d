import { episodes, podcastSection as copy, streamingPlatforms } from '@/content/podcast';
import { button } from '@/styles/button.css';
import { grid } from '@/styles/layout.css';
import { Photo } from '@/components/Photo/Photo';
import { Section } from '@/components/Section/Section';
import * as styles from './PodcastTeaser.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The podcast: three latest episodes and where to listen. */
export function PodcastTeaser() {
  return (
    <Section
      id="podcast"
      tone="alt"
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      intro={copy.intro}
      footer={
        <>
          <p className={styles.listen} id="podcast-listen">
            {copy.listenHeading}
          </p>
          <ul role="list" aria-labelledby="podcast-listen" className={styles.platforms}>
            {streamingPlatforms.map((platform) => (
              <li key={platform.label}>
                <a href={platform.href} className={button({ kind: 'outline' })}>
                  {platform.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      }
    >
      <ul role="list" className={grid({ columns: 3 })}>
        {episodes.map((episode, index) => (
          <li key={episode.id}>
            <article className={styles.episode} aria-labelledby={`${episode.id}-title`}>
              <div className={styles.cover}>
                <Photo photo={episode.image} slot="episode" className={styles.image} />
              </div>
              <div className={styles.body}>
                <p className={styles.number}>
                  {copy.episodeLabel} {index + 1}
                </p>
                <h3 id={`${episode.id}-title`} className={styles.title}>
                  {episode.link ? <a href={episode.link}>{episode.title}</a> : episode.title}
                </h3>
                <p className={styles.meta}>
                  <time dateTime={episode.date}>{dateFormat.format(new Date(episode.date))}</time>
                  <span aria-hidden="true">·</span>
                  <time dateTime={episode.isoDuration}>{episode.duration}</time>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
