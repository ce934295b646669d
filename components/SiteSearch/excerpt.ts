// A result's excerpt: the words around the place the page says the whole query, where it does (a
// phrase's rare words, which Pagefind's own excerpt, drawn to the most matches, passes over for
// every "the"); else Pagefind's, the page's words escaped as HTML, the matched ones in <mark>.
// Read here into text and marked words, which the page draws as text: nothing of it is markup.
// Each function is whole in itself, naming nothing outside it: the search page's inline script
// carries their source (components/SiteSearch/searchOnPage.ts).

/** A piece of an excerpt: words, or words that matched. */
export type ExcerptPiece = string | { matched: string };

/** An excerpt in pieces, the matched words apart: its character references as the characters they stand for, any tag dropped. */
export function excerptPieces(excerpt: string): ExcerptPiece[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  const textOf = (html: string) =>
    html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return entities[name.toLowerCase()] ?? whole;
      const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      // A reference to no character (past U+10FFFF) is shown as written, never an error that ends the search.
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
  return excerpt.split(/<mark>([\s\S]*?)<\/mark>/).flatMap((part, index): ExcerptPiece[] => {
    const text = textOf(part);
    if (!text) return [];
    return index % 2 ? [{ matched: text }] : [text];
  });
}

/** The words around the first place a page says the whole query, that place marked; undefined where it never does. */
export function phraseExcerpt(content: string, query: string, around = 90): ExcerptPiece[] | undefined {
  const at = content.toLowerCase().indexOf(query.toLowerCase());
  if (!query || at < 0) return undefined;
  const from = Math.max(0, content.lastIndexOf(' ', Math.max(0, at - around)) + 1);
  const end = content.indexOf(' ', at + query.length + around);
  const to = end < 0 ? content.length : end;
  return [
    `${from ? '…' : ''}${content.slice(from, at)}`,
    { matched: content.slice(at, at + query.length) },
    `${content.slice(at + query.length, to)}${to < content.length ? '…' : ''}`,
  ];
}

/**
 * Where in its episode a transcript's page says the query (the whole of it, else its first word):
 * the start of the turn it is in, in seconds, for the result to open there (`#t=454`); undefined
 * where the page never says it, or says it before any timed turn. A turn starts as its page's text
 * says it: `Play from 7:34` (`playFrom`, model/episodeWords.ts; components/Transcript).
 */
export function momentOf(content: string, query: string, playFrom: string): number | undefined {
  const text = content.toLowerCase();
  const whole = text.indexOf(query.toLowerCase());
  const at = whole < 0 ? text.indexOf(query.toLowerCase().split(' ')[0] || query) : whole;
  const turnStart = new RegExp(`${playFrom} (\\d{1,2}(?::\\d{2}){1,2})`, 'g');
  const time = at < 0 ? undefined : [...content.slice(0, at).matchAll(turnStart)].at(-1)?.[1];
  // model/timeText.ts's `secondsOf`, written out: this function names nothing outside itself.
  return time?.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
