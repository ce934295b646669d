import data from '../content/blog.json' with { type: 'json' };
import { loadContent } from './registry.ts';

/** The Insights page's own texts: content/blog.json. */
export const blogPage = loadContent('blog', data);
