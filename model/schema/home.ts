// content/home.json: the home page's texts, photos and figures.
import { z } from 'zod';
import { backdrop, exactly, metaDescription, navLink, photo, text } from './fields.ts';

/** A headline figure (15+ years experience). */
export const stat = z.object({
  value: text(6, 'The figure as shown (15+).'),
  label: text(30, 'What it counts.'),
});

export const homeFile = z.object({
  metaDescription,
  hero: z
    .object({
      headline: text(90, 'The big line under “Hello, I’m …”: the page’s main heading.'),
      primary: navLink.describe('The gold button.'),
      secondary: navLink.describe('The outlined button.'),
      image: backdrop('Photo behind the hero: full screen, darkened so the text reads.'),
    })
    .describe('The first screen: greeting, headline, tagline (from Site) and two buttons.'),
  about: z
    .object({
      eyebrow: text(30, 'Small label above the heading.'),
      heading: text(70, 'Heading of the About teaser.'),
      text: text(400, 'The teaser paragraph.'),
      link: navLink.describe('Link to the full story.'),
      image: photo('Portrait beside the teaser.'),
    })
    .describe('The About teaser.'),
  stats: exactly(4, stat, 'The four headline figures of the About teaser.'),
  services: z
    .object({
      eyebrow: text(30, 'Small label above the heading.'),
      heading: text(60, 'Heading of the services overview.'),
      intro: text(240, 'Sentence under the heading.'),
      cardLink: text(30, 'Words under each service card: drawn, not read aloud (the card’s title is its link).'),
      allLink: navLink.describe('Link to all services.'),
    })
    .describe('The services overview.'),
});

export type Stat = z.infer<typeof stat>;
