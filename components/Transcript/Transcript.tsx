import type { Turn } from '#model/transcripts.ts';
import { Timestamp } from '@/components/Timestamp/Timestamp';
import { episodeWords } from '#model/episodeWords.ts';
import * as styles from './Transcript.css';

/** A transcript's turns, a region of the page named Transcript: a paragraph each, its start and its speaker first where the transcript gives them. Text only: nothing of it is ever markup. */
export function Transcript({ turns }: { turns: readonly Turn[] }) {
  return (
    <section aria-label={episodeWords.transcript} className={styles.transcript}>
      {turns.map(({ start, speaker, text }, index) => (
        <p key={index} className={styles.turn}>
          {start === undefined ? null : (
            <>
              <Timestamp seconds={start} className={styles.time} />{' '}
            </>
          )}
          {speaker ? <span className={styles.speaker}>{`${speaker}: `}</span> : null}
          {text}
        </p>
      ))}
    </section>
  );
}
