// An episode's own cover art, small, beside its title in the show's listing and on its page: one
// file of 192 px (model/episodeArt.ts), drawn at most 96 px wide, loaded only as it nears the
// screen. Decorative: the title beside it names the episode, so it has no text of its own.
import { artPathOf } from '#model/episodeArt.ts';
import type { ShowEpisode } from '#model/schema/podcast.ts';
import * as styles from './EpisodeArt.css';

export function EpisodeArt({ episode }: { episode: Pick<ShowEpisode, 'art'> }) {
  const src = artPathOf(episode);
  // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser; the file is one small size already
  return src ? <img src={src} alt="" width={96} height={96} loading="lazy" decoding="async" className={styles.art} /> : null;
}
