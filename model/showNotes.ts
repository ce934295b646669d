// The links of an episode's show notes: the refresh keeps each https link of a feed's description
// as `[words](https://…)` (scripts/refresh/show.ts); the episode's page shows it as a link
// that says it leaves the site, the list and search results its words alone. Nothing else of a
// description is ever more than text.

/** A kept link's address: https, with no spaces or brackets, at most 500 characters. */
const address = String.raw`https:\/\/[^\s()[\]<>]{1,500}`;

/** A kept link: its words (one line, no brackets) and its address. */
const link = new RegExp(String.raw`\[([^[\]\n]{1,300})\]\((${address})\)`, 'g');

const wholeAddress = new RegExp(`^${address}$`);

/** Whether a description's link may be kept (the refresh asks: scripts/refresh/show.ts). */
export const keepsAddress = (href: string): boolean => wholeAddress.test(href) && URL.canParse(href);

/** A piece of a paragraph: text, or a link. */
export type NotePiece = string | { words: string; href: string };

/** A paragraph of show notes in pieces, each kept link one. */
export function piecesOf(paragraph: string): NotePiece[] {
  const pieces: NotePiece[] = [];
  let from = 0;
  for (const found of paragraph.matchAll(link)) {
    const [whole, words = '', href = ''] = found;
    if (found.index > from) pieces.push(paragraph.slice(from, found.index));
    pieces.push(URL.canParse(href) ? { words, href } : whole);
    from = found.index + whole.length;
  }
  if (from < paragraph.length) pieces.push(paragraph.slice(from));
  return pieces;
}

/** Show notes as words alone, each kept link its words. */
export const wordsOfNotes = (text: string): string => text.replace(link, '$1');
