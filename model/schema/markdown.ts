// How the owner's Markdown is read, once for everything that reads it: the renderer
// (components/Prose/markdown.ts), the schema's check that a photo is one of his
// (./fields.ts) and the editor's check that a photo still shown is not deleted
// (editor/server/guard.ts). A photo is found as markdown-it finds it, so a title
// (`![a](x.jpg "title")`), a reference (`![b][r]`) or nested brackets hide none.
import MarkdownIt, { type Token } from 'markdown-it';

/** HTML in the text is shown as text, never as markup; a bare address is not made a link. */
export const markdownOptions = { html: false, linkify: false, typographer: true } as const;

const reader = new MarkdownIt(markdownOptions);

const imagesIn = (tokens: readonly Token[]): string[] =>
  tokens.flatMap((token) => [...(token.type === 'image' ? [String(token.attrGet('src') ?? '')] : []), ...imagesIn(token.children ?? [])]);

/** The address of every photo a Markdown text shows, in order. */
export const imagesOf = (text: string): string[] => imagesIn(reader.parse(text, {}));

const describedIn = (tokens: readonly Token[]): string[] =>
  tokens.flatMap((token) => [...(token.type === 'image' ? [token.content] : []), ...describedIn(token.children ?? [])]);

/** The description of every photo a Markdown text shows (its `![words]`), in order. */
export const imageWordsOf = (text: string): string[] => describedIn(reader.parse(text, {}));

/** Every link a Markdown text has, as markdown-it finds it (references and titles too): its address and its words. */
export function linksOf(text: string): { href: string; words: string }[] {
  const links: { href: string; words: string }[] = [];
  const walk = (tokens: readonly Token[]) => {
    tokens.forEach((token, index) => {
      if (token.type === 'link_open') {
        const close = tokens.findIndex((other, at) => at > index && other.type === 'link_close');
        const words = tokens
          .slice(index + 1, close < 0 ? undefined : close)
          .map(({ content }) => content)
          .join('');
        links.push({ href: String(token.attrGet('href') ?? ''), words });
      }
      walk(token.children ?? []);
    });
  };
  walk(reader.parse(text, {}));
  return links;
}
