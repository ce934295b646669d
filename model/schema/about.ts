// content/about.json: the /about page.
import { z } from 'zod';
import { exactly, pageHead, photo, text } from './fields.ts';
import { icon } from './icons.ts';

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

const heading = (description: string) => text(60, description);

export const aboutFile = z.object({
  ...pageHead(text(240, 'Sentence under the page heading.')),
  journeyHeading: heading('Heading of the story.'),
  journey: z
    .array(text(600, 'A paragraph of the story.'))
    .min(1, 'must have at least one paragraph')
    .max(5, 'must have at most 5 paragraphs')
    .describe('The story, one to five paragraphs.'),
  journeyImage: photo('Photo beside the story.'),
  missionHeading: heading('Heading of the mission.'),
  mission: text(240, 'The mission, in a sentence.'),
  missionBlurbs: exactly(2, blurb, 'Who the mission serves: for businesses, for individuals.'),
  valuesHeading: heading('Heading of the values.'),
  values: exactly(4, blurb, 'The four core values, in order: Excellence, Empowerment, Innovation, Inspiration.'),
  milestonesHeading: heading('Heading of the timeline.'),
  milestones: exactly(4, milestone, 'Career milestones, oldest first.'),
});

export type Blurb = z.infer<typeof blurb>;
export type Milestone = z.infer<typeof milestone>;
