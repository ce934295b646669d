// A description written in HTML, as the text a reader sees: tags gone, entities their characters, a
// paragraph or list item a line. Nothing of it is ever markup on the site.
import { parseFragment } from 'parse5';
import { keepsAddress } from '#model/showNotes.ts';

const blocks = new Set(['p', 'div', 'ul', 'ol', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'table']);
const lines = new Set(['li', 'tr']);

type Html = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Html[] };

const linkMark = (node: Html): string | undefined => {
  const href = node.attrs?.find(({ name }) => name === 'href')?.value.trim() ?? '';
  return keepsAddress(href) ? new URL(href).href : undefined;
};

/** Parsed as a browser parses (parse5); walked with a list, not recursion, so no nesting exhausts the stack. */
export function textOfHtml(html: string, { links = false } = {}): string {
  const text: string[] = [];
  const toWalk: (Html | string)[] = [parseFragment(html) as unknown as Html];
  for (let node = toWalk.pop(); node !== undefined; node = toWalk.pop()) {
    if (typeof node === 'string')
      text.push(node); // a block's end
    else if (node.nodeName === '#text') text.push((node.value ?? '').replace(/\s+/g, ' '));
    else if (node.nodeName === 'br') text.push('\n');
    else {
      const href = links && node.nodeName === 'a' ? linkMark(node) : undefined;
      if (href) {
        text.push('[');
        toWalk.push(`](${href})`, ...[...(node.childNodes ?? [])].reverse());
      } else if (!['script', 'style', 'template', 'title', 'iframe', 'noscript', 'object'].includes(node.nodeName)) {
        const block = blocks.has(node.nodeName);
        text.push(block ? '\n\n' : lines.has(node.nodeName) ? '\n' : '');
        toWalk.push(block ? '\n\n' : '', ...[...(node.childNodes ?? [])].reverse());
      }
    }
  }
  return text
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
