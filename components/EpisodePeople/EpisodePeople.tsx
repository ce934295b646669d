import type { ShowEpisode } from '#model/schema/podcast.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';

/** Who is in an episode: `With Maria Keller (guest), Olu Johnson (host)`, each with their page where the feed gives one. */
export function EpisodePeople({ people, className }: { people: NonNullable<ShowEpisode['people']>; className?: string }) {
  return (
    <p className={className}>
      {`${episodeWords.people} `}
      {people.map((person, index) => (
        <span key={`${person.name}-${index}`}>
          {index ? ', ' : null}
          {person.link ? (
            <ExternalLink href={person.link} said={episodeWords.leaves}>
              {person.name}
            </ExternalLink>
          ) : (
            person.name
          )}
          {` (${person.role})`}
        </span>
      ))}
    </p>
  );
}
