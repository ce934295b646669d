import data from '../content/about.json' with { type: 'json' };
import { loadContent } from './registry.ts';
import { labelOf } from './routes.ts';

const about = loadContent('about', data);

/** Core values, in order, and career milestones, oldest first. */
export const { values, milestones } = about;

/** Texts of the /about page: content/about.json. */
export const aboutPage = { ...about, title: labelOf('/about') };
