// content/about.json: the /about page's lists.
import { z } from 'zod';
import { exactly, icon, text } from './fields.ts';

/** A titled paragraph: values, mission blurbs, approach steps. */
export const blurb = z.object({
  title: text(40, 'Short heading.'),
  icon: icon('Icon drawn beside the heading.').optional(),
  text: text(240, 'One paragraph.'),
});

/** An entry of the milestones timeline. */
export const milestone = z.object({
  year: text(12, 'Year or period (2015).'),
  title: text(60, 'What happened.'),
  text: text(200, 'Why it mattered.'),
});

export const aboutFile = z.object({
  values: exactly(4, blurb, 'The four core values, in order: Excellence, Empowerment, Innovation, Inspiration.'),
  milestones: exactly(4, milestone, 'Career milestones, oldest first.'),
});

export type Blurb = z.infer<typeof blurb>;
export type Milestone = z.infer<typeof milestone>;
