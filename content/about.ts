import data from './about.json' with { type: 'json' };
import { loadData } from './schema/load.ts';
import { aboutFile } from './schema/about.ts';

const about = loadData('content/about.json', data, aboutFile);

/** Core values, in order, and career milestones, oldest first. */
export const { values, milestones } = about;

/** Texts of the /about page: content/about.json. */
export const aboutPage = { ...about, title: 'About' };
