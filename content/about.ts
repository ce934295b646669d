import { orSample } from './samplePhotos.ts';
import data from './about.json' with { type: 'json' };
import { loadData } from './schema/load.ts';
import { aboutFile } from './schema/about.ts';
import type { Blurb, Photo } from './types.ts';

/** Core values, in order, and career milestones, oldest first: content/about.json. */
export const { values, milestones } = loadData('content/about.json', data, aboutFile);

/** Texts of the /about page. */
export const aboutPage = {
  title: 'About',
  metaDescription:
    'The story of OJ: fifteen years leading IT and M&A programmes worldwide, founding eight ventures, and mentoring hundreds of new project leaders.',
  eyebrow: 'About',
  heading: 'About OJ',
  intro:
    'Project leader, founder and mentor. I help organisations through their biggest changes, and help people build the careers to lead them.',
  image: orSample({
    src: 'https://images.unsplash.com/photo-1556761175-b413da4baf72',
    alt: '',
    width: 1920,
    height: 1280,
  }, 'hero-page.jpg'),
  journeyHeading: 'My Journey',
  journey: [
    'I started my career on a service desk in London, fixing laptops and learning how organisations really work: through the people who keep the systems running. Within a few years I was running infrastructure projects, then global roll-outs across a dozen countries.',
    'My first merger changed everything. I saw how much value is won or lost in the months after a deal closes, and how often technology decides which. Since then I have led the IT integration or separation of more than forty transactions, from small bolt-on acquisitions to multi-billion carve-outs.',
    'In 2015 I went independent and founded OJ Solutions. Today I split my time between client programmes, the ventures I have built, mentoring the next generation of project leaders, and hosting OJ to the World.',
  ],
  journeyImage: {
    src: 'https://images.unsplash.com/photo-1522071820081-009f0129c71c',
    alt: 'OJ working with a project team around a table',
    width: 1200,
    height: 800,
  } satisfies Photo,
  missionHeading: 'My Mission',
  mission:
    'To make complex change succeed, for the organisations that depend on it and for the people who deliver it.',
  missionBlurbs: [
    {
      title: 'For Businesses',
      text: 'Integrations that protect the deal value, transformations that deliver the benefits promised, and leadership that keeps people on board through every phase.',
    },
    {
      title: 'For Individuals',
      text: 'Mentoring, training and honest advice that open doors into project leadership, especially for those who have not had a path into it before.',
    },
  ] satisfies readonly Blurb[],
  valuesHeading: 'Core Values',
  milestonesHeading: 'Professional Milestones',
} as const;
