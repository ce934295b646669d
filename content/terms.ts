import data from './terms.json' with { type: 'json' };
import { loadContent } from './registry.ts';

/** The Terms of Service: content/terms.json (a page while its text is not empty, content/published.ts). */
export const termsPage = loadContent('terms', data);
