import data from './privacy.json' with { type: 'json' };
import { loadData } from './schema/load.ts';
import { privacyFile } from './schema/privacy.ts';

/** The privacy page's texts: content/privacy.json. */
export const privacyPage = loadData('content/privacy.json', data, privacyFile);
