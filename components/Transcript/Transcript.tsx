import type { Turn } from '#model/transcripts.ts';
import { momentsIn, saidTimesIn } from '#model/transcripts.ts';
import { Timestamp } from '@/components/Timestamp/Timestamp';
import { episodeWords, playerWords } from '#model/episodeWords.ts';
import { followAttribute, saidAttribute, seek } from '@/lib/earlyActions';
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
 * nothing announced, and kept in view while he lets it (a switch, on by default). A time said
 * inside a turn (`[7:34]`, where cues of one speaker were joined) is a moment too, its address
 * kept, and plays from there as a turn's start does; the mark moves to it and the words after it.
 * A time said in the words (`as I said at 7:34`), within the episode's `length`, plays too.
 */
/** A turn's words as its cues: the words before the first time said in it, then each time with the words after it. */
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

/** What a moment's press says before its time, to a screen reader alone: "Play from 7:34". */
const playFromWords = <span className={visuallyHidden}>{`${episodeWords.playFrom} `}</span>;

/** Words, each time said in them a press that plays from there (with the page's player and the episode's length). */
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

export function Transcript({ turns, player, length }: { turns: readonly Turn[]; player?: string | undefined; length?: number | undefined }) {
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
      {player ? (
        // Answered by the page's own script (scripts/pipeline/postbuild/moments.ts), before React and after.
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
              // A cue inside a turn: its time and its words, one part the mark moves to as it is said.
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
