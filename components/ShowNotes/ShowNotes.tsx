import { piecesOf } from '#model/showNotes.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';

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
              <ExternalLink key={at} href={piece.href} said={episodeWords.leaves} nofollow>
                {piece.words}
              </ExternalLink>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
