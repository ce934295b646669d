// content/terms.json: the Terms of Service, in the owner's words. While its text is empty, /terms
// is the specification's not-found page; once it has one, /terms is a page (content/published.ts).
import { z } from 'zod';
import { markdown, metaDescription, text } from './fields.ts';

export const termsFile = z.object({
  metaDescription,
  eyebrow: text(30, 'Small label above the heading.'),
  heading: text(60, 'The page’s main heading.'),
  intro: text(320, 'The sentence under the heading.'),
  updated: z.iso.date('must be a date written 2026-11-24').describe('When you last changed these terms (2026-11-24).'),
  updatedLabel: text(30, 'Said before that date.'),
  text: markdown(40_000, 'The terms: Markdown: ## headings, **bold**, lists, links. Empty: the site has no terms page.'),
});
