// A result's excerpt: the words around where the page says the whole query (Pagefind's own, drawn
// to the most matches, passes a phrase's rare words over), else Pagefind's, read into text and marks.
// Each function is whole in itself: the search page's inline script carries their source.

export type ExcerptPiece = string | { matched: string };

export function excerptPieces(excerpt: string): ExcerptPiece[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  const textOf = (html: string) =>
    html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return entities[name.toLowerCase()] ?? whole;
      const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      // Past U+10FFFF: shown as written, never an error that ends the search.
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
  return excerpt.split(/<mark>([\s\S]*?)<\/mark>/).flatMap((part, index): ExcerptPiece[] => {
    const text = textOf(part);
    if (!text) return [];
    return index % 2 ? [{ matched: text }] : [text];
  });
}

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

/** The start of the turn that says the query, for the result to open there (`#t=454`); found by `Play from 7:34`. */
export function momentOf(content: string, query: string, playFrom: string): number | undefined {
  const text = content.toLowerCase();
  const whole = text.indexOf(query.toLowerCase());
  const at = whole < 0 ? text.indexOf(query.toLowerCase().split(' ')[0] || query) : whole;
  const turnStart = new RegExp(`${playFrom} (\\d{1,2}(?::\\d{2}){1,2})`, 'g');
  const time = at < 0 ? undefined : [...content.slice(0, at).matchAll(turnStart)].at(-1)?.[1];
  // `secondsOf` written out: this function names nothing outside itself.
  return time?.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
