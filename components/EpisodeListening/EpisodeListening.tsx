// An episode's player with all that goes with it, on its page and its transcript's alike: the
// browser's own player (components/EpisodePlayer), its controls (components/PlayerControls) and
// the listener's memory of it (components/PlayerMemory), each naming the same player.
import { EpisodePlayer, playerId } from '@/components/EpisodePlayer/EpisodePlayer';
import { PlayerControls } from '@/components/PlayerControls/PlayerControls';
import { PlayerMemory } from '@/components/PlayerMemory/PlayerMemory';
import { lockScreenOf } from '#model/episodeArt.ts';
import { episodePath } from '#model/episodes.ts';
import type { AddressedEpisode } from '#model/episodeSlugs.ts';

interface Props {
  episode: AddressedEpisode;
  /** Said before the episode's title in the player's name. */
  label: string;
  /** The show's name, for the lock screen. */
  show: string;
  /** Where in the episode the page begins (a transcript's later part), in seconds. */
  start?: number | undefined;
}

export function EpisodeListening({ episode, label, show, start }: Props) {
  const lockScreen = lockScreenOf(episode, show);
  return (
    <>
      <EpisodePlayer episode={episode} label={label} id={playerId} start={start} lockScreen={lockScreen} place={episode.slug} />
      {episode.audio ? (
        <>
          <PlayerControls player={playerId} episodePath={episodePath(episode)} />
          <PlayerMemory player={playerId} episode={episode.slug} playsOn={{ title: episode.title, path: episodePath(episode), ...lockScreen }} />
        </>
      ) : null}
    </>
  );
}
