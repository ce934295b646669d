import { showEpisodes } from '#model/episodes.ts';
import type { AddressedEpisode } from '#model/episodeSlugs.ts';

/** An episode's share card, drawn at build time (app/cards/episodes/[card]/route.episodes.tsx): its address and alternative text. */
export const episodeCard = (episode: Pick<AddressedEpisode, 'slug' | 'title'>) => ({ url: `/cards/episodes/${episode.slug}.png`, alt: episode.title });

/**
 * A stand-in address while the show has no episode, for the editor alone (as app/blog/card.ts's
 * for articles): a build has these pages only with episodes. It is the not-found page.
 */
export const noEpisodeYet = () => (showEpisodes.length ? [] : [{ slug: 'no-episode-yet' }]);
