import type { Turn } from '#model/transcripts.ts';
import { momentsIn } from '#model/transcripts.ts';
import { Timestamp } from '@/components/Timestamp/Timestamp';
import { episodeWords } from '#model/episodeWords.ts';
import { seek } from '@/lib/earlyActions';
import { visuallyHidden } from '@/styles/a11y.css';
import * as styles from './Transcript.css';

/** A moment's address on its page: `#t=454`, which also starts the page's player there (lib/earlyActions.ts, momentIn). */
const momentId = (seconds: number) => `t=${Math.floor(seconds)}`;

/**
 * A transcript's turns, a region of the page named Transcript: a paragraph each, its start and its
 * speaker first where the transcript gives them. Text only: nothing of it is ever markup. Each
 * start is a link to its own moment (`#t=454`: an address to share, which starts the player there)
 * and, with the page's `player`, plays it from there when pressed, before React and after (the
 * loader answers it, as a chapter's press); the line being heard is marked by the same script, with
 * nothing announced. A time said inside a turn (`[7:34]`, where cues of one speaker were joined) is
 * a moment too, its address kept, and plays from there as a turn's start does.
 */
export function Transcript({ turns, player }: { turns: readonly Turn[]; player?: string }) {
  const named = new Set<string>();
  /** A moment's id, on its first occurrence alone (ids are unique in a page). */
  const idOf = (seconds: number) => {
    const id = momentId(seconds);
    if (named.has(id)) return undefined;
    named.add(id);
    return id;
  };
  return (
    <section aria-label={episodeWords.transcript} className={styles.transcript}>
      {turns.map(({ start, speaker, text }, index) => (
        <p key={index} id={start === undefined ? undefined : idOf(start)} className={styles.turn}>
          {start === undefined ? null : (
            <>
              <a href={`#${momentId(start)}`} className={styles.time} {...(player ? seek(Math.floor(start), player) : {})}>
                {player ? <span className={visuallyHidden}>{`${episodeWords.playFrom} `}</span> : null}
                <Timestamp seconds={start} />
              </a>{' '}
            </>
          )}
          {speaker ? <span className={styles.speaker}>{`${speaker}: `}</span> : null}
          {momentsIn(text).map((piece, at) =>
            typeof piece === 'string' ? (
              piece
            ) : player ? (
              <a key={at} id={idOf(piece.start)} href={`#${momentId(piece.start)}`} className={styles.moment} {...seek(Math.floor(piece.start), player)}>
                <span className={visuallyHidden}>{`${episodeWords.playFrom} `}</span>
                <Timestamp seconds={piece.start} />
              </a>
            ) : (
              <span key={at} id={idOf(piece.start)} className={styles.moment}>
                <Timestamp seconds={piece.start} />
              </span>
            ),
          )}
        </p>
      ))}
    </section>
  );
}
