import { piecesOf } from '#model/showNotes.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { visuallyHidden } from '@/styles/a11y.css';

/**
 * An episode's show notes: the feed's text as paragraphs, each line kept, and each link the
 * refresh kept (https only) a link that says it leaves the site. Nothing else is ever markup.
 */
export function ShowNotes({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>
          {piecesOf(paragraph).map((piece, at) =>
            typeof piece === 'string' ? (
              piece
            ) : (
              <a key={at} href={piece.href} rel="noopener noreferrer nofollow" target="_blank">
                {piece.words}
                <span className={visuallyHidden}>{` ${episodeWords.leaves}`}</span>
              </a>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
