// content/terms.json: the Terms of Service, in the owner's words. While its text is empty, /terms
// is the specification's not-found page; once it has one, /terms is a page (model/published.ts).
import { z } from 'zod';
import { legalHead, markdown } from './fields.ts';

export const termsFile = z.object({
  ...legalHead('these terms'),
  text: markdown(40_000, 'The terms: Markdown: ## headings, **bold**, lists, links. Empty: the site has no terms page.'),
});
