import type { Turn } from '#model/transcripts.ts';
import { momentsIn, saidTimesIn } from '#model/transcripts.ts';
import { Timestamp } from '@/components/Timestamp/Timestamp';
import { episodeWords, playerWords } from '#model/episodeWords.ts';
import { followAttribute, saidAttribute, seek } from '@/lib/earlyActions';
import { visuallyHidden } from '@/styles/a11y.css';
import * as styles from './Transcript.css';

const momentId = (seconds: number) => `t=${Math.floor(seconds)}`;

/** Cues of a turn: the words before its first joined time, then each time with the words after it. */
function cuesOf(pieces: ReturnType<typeof momentsIn>): { start?: number; words: string }[] {
  const cues: { start?: number; words: string }[] = [{ words: '' }];
  for (const piece of pieces) {
    if (typeof piece !== 'string') cues.push({ start: piece.start, words: '' });
    else {
      const last = cues.at(-1);
      if (last) last.words += piece;
    }
  }
  return cues.filter(({ start, words }) => start !== undefined || words);
}

const playFromWords = <span className={visuallyHidden}>{`${episodeWords.playFrom} `}</span>;

function Words({ words, player, length }: { words: string; player?: string | undefined; length?: number | undefined }) {
  if (!player || !length) return words;
  return saidTimesIn(words, length).map((piece, at) =>
    typeof piece === 'string' ? (
      piece
    ) : (
      <a key={at} href={`#${momentId(piece.said)}`} className={styles.said} {...seek(piece.said, player)} {...{ [saidAttribute]: '' }}>
        {playFromWords}
        {piece.text}
      </a>
    ),
  );
}

/**
 * A region named Transcript, a paragraph per turn, text only. Each start, and each time said in the
 * words, links to its moment and plays from there with `player`, before React and after.
 */
export function Transcript({ turns, player, length }: { turns: readonly Turn[]; player?: string | undefined; length?: number | undefined }) {
  const named = new Set<string>();
  const idOf = (seconds: number) => {
    const id = momentId(seconds);
    if (named.has(id)) return undefined;
    named.add(id);
    return id;
  };
  return (
    <section aria-label={episodeWords.transcript} className={styles.transcript}>
      {player ? (
        <label className={styles.follow}>
          <input type="checkbox" defaultChecked {...{ [followAttribute]: '' }} />
          {playerWords.followVoice}
        </label>
      ) : null}
      {turns.map(({ start, speaker, text }, index) => (
        <p key={index} id={start === undefined ? undefined : idOf(start)} className={styles.turn}>
          {start === undefined ? null : (
            <>
              <a href={`#${momentId(start)}`} className={styles.time} {...(player ? seek(Math.floor(start), player) : {})}>
                {player ? playFromWords : null}
                <Timestamp seconds={start} />
              </a>{' '}
            </>
          )}
          {speaker ? <span className={styles.speaker}>{`${speaker}: `}</span> : null}
          {cuesOf(momentsIn(text)).map(({ start: cue, words }, at) =>
            cue === undefined ? (
              <Words key={at} words={words} player={player} length={length} />
            ) : (
              <span key={at} className={styles.cue}>
                {player ? (
                  <a id={idOf(cue)} href={`#${momentId(cue)}`} className={styles.moment} {...seek(Math.floor(cue), player)}>
                    {playFromWords}
                    <Timestamp seconds={cue} />
                  </a>
                ) : (
                  <span id={idOf(cue)} className={styles.moment}>
                    <Timestamp seconds={cue} />
                  </span>
                )}
                <Words words={words} player={player} length={length} />
              </span>
            ),
          )}
        </p>
      ))}
    </section>
  );
}
