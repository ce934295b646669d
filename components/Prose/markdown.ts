// The owner's Markdown as HTML at build time (markdown-it). Writing, not code: HTML in it is shown as
// text, only safe link schemes survive, and photos are his own, so nothing widens the page's policy.
import MarkdownIt, { type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { basePath } from '#model/basePath.ts';
import { markdownOptions } from '#model/schema/markdown.ts';
import { photoSources } from '@/lib/photos/sources';
import { tableBox } from './Prose.css';

export const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '') || 'section';

const md = new MarkdownIt(markdownOptions);
md.use(anchor, { slugify: slugOf, tabIndex: false });

// The page's title is its h1: the text's highest heading becomes an h2, the others follow it.
md.core.ruler.push('headings-under-title', (state) => {
  const levels = state.tokens.filter((token) => token.type === 'heading_open').map((token) => Number(token.tag.slice(1)));
  const shift = levels.length ? 2 - Math.min(...levels) : 0;
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + shift)}`;
  }
});

md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index] as Token;
  const href = String(token.attrGet('href') ?? '');
  if (href.startsWith('/') && !href.startsWith('//')) token.attrSet('href', `${basePath}${href}`);
  if (/^https?:/i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return self.renderToken(tokens, index, options);
};

/** Scrolls in its own box, which a keyboard can reach and a listener hears named. */
md.renderer.rules.table_open = (tokens, index, options, _env, self) =>
  `<section class="${tableBox}" aria-label="Table" tabindex="0">${self.renderToken(tokens, index, options)}`;
md.renderer.rules.table_close = (tokens, index, options, _env, self) => `${self.renderToken(tokens, index, options)}</section>`;

md.renderer.rules.image = (tokens, index) => {
  const token = tokens[index] as Token;
  const alt = md.utils.escapeHtml(token.content);
  const file = String(token.attrGet('src') ?? '');
  const sources = photoSources({ file, alt: token.content }, 'article');
  const sizes = sources.sizes ? ` sizes="${sources.sizes}"` : '';
  const img = `<img alt="${alt}" src="${sources.src}" srcset="${sources.srcSet}"${sizes} width="${sources.width}" height="${sources.height}" loading="lazy" decoding="async"${sources.color ? ` style="background-color:${sources.color}"` : ''}>`;
  return sources.avif ? `<picture><source type="image/avif" srcset="${sources.avif.srcSet}"${sizes}>${img}</picture>` : img;
};

export function renderMarkdown(text: string): string {
  return md.render(text);
}
