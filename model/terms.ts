import data from '../content/terms.json' with { type: 'json' };
import { loadContent } from './registry.ts';

/** The Terms of Service: content/terms.json (a page while its text is not empty, model/published.ts). */
export const termsPage = loadContent('terms', data);
