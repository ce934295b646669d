// Beside an episode's player, as the best show sites give them: back 15 s and forward 30 s, the
// speed, and a link to the moment being heard (the episode's address with `?t=`, copied, or shown
// to copy where the clipboard is refused). Drawn by the server, answered by the page's own inline
// script (scripts/pipeline/postbuild/player-controls.ts) before and after React has the page, as the
// player itself plays before it: a first press on a slow phone does what it says at once.
import { playerWords, skipSeconds } from '#model/episodeWords.ts';
import { playerMarks } from '@/lib/earlyActions';
import { speeds } from '@/components/PlayerMemory/memory';
import { basePath } from '#model/basePath.ts';
import { visuallyHidden } from '@/styles/a11y.css';
import * as styles from './PlayerControls.css';

interface Props {
  /** The player's id. */
  player: string;
  /** The episode's own page (its address, which the moment's link names). */
  episodePath: string;
}

export function PlayerControls({ player, episodePath }: Props) {
  return (
    // Its words are the player's, not the episode's: out of the search index and its excerpts.
    <div role="group" aria-label={playerWords.controls} className={styles.controls} data-pagefind-ignore="">
      <button type="button" className={styles.control} aria-controls={player} {...{ [playerMarks.skip]: String(-skipSeconds.back) }}>
        {playerWords.back}
      </button>
      <button type="button" className={styles.control} aria-controls={player} {...{ [playerMarks.skip]: String(skipSeconds.forward) }}>
        {playerWords.forward}
      </button>
      <label className={styles.speed}>
        {playerWords.speed}
        <select className={styles.select} aria-controls={player} defaultValue="1" {...{ [playerMarks.speed]: '' }}>
          {speeds.map((each) => (
            <option key={each} value={String(each)}>
              {playerWords.times(each)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={styles.control} aria-controls={player} {...{ [playerMarks.moment]: `${basePath}${episodePath}` }}>
        {playerWords.momentLink}
      </button>
      <output className={styles.said} {...{ [playerMarks.said]: '' }} />
      <p className={visuallyHidden}>{playerWords.keys}</p>
    </div>
  );
}
