import type { ShowEpisode } from '#model/schema/podcast.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { visuallyHidden } from '@/styles/a11y.css';

/** Who is in an episode: `With Maria Keller (guest), Olu Johnson (host)`, each with their page where the feed gives one. */
export function EpisodePeople({ people, className }: { people: NonNullable<ShowEpisode['people']>; className?: string }) {
  return (
    <p className={className}>
      {`${episodeWords.people} `}
      {people.map((person, index) => (
        <span key={`${person.name}-${index}`}>
          {index ? ', ' : null}
          {person.link ? (
            <a href={person.link} rel="noopener noreferrer" target="_blank">
              {person.name}
              <span className={visuallyHidden}>{` ${episodeWords.leaves}`}</span>
            </a>
          ) : (
            person.name
          )}
          {` (${person.role})`}
        </span>
      ))}
    </p>
  );
}
