import data from '../content/privacy.json' with { type: 'json' };
import { loadContent } from './registry.ts';

/** The privacy page's texts: content/privacy.json. */
export const privacyPage = loadContent('privacy', data);
