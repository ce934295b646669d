import data from '../content/home.json' with { type: 'json' };
import { loadContent } from './registry.ts';
import { site } from './site.ts';

const home = loadContent('home', data);

/** Headline figures of the About teaser. */
export const { stats } = home;

/** Texts of the home page: content/home.json, with the greeting and tagline from content/site.json. */
export const homePage = {
  metaTitle: `${site.name} | ${site.tagline}`,
  metaDescription: home.metaDescription,
  hero: {
    ...home.hero,
    eyebrow: `Hello, I'm ${site.brand}`,
    tagline: site.tagline,
  },
  about: home.about,
  services: home.services,
};
