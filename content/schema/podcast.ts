// content/podcast.json: the episodes teased on the home page and where to listen.
import { z } from 'zod';
import { exactly, navLink, photo, text } from './fields.ts';

/** A podcast episode in the home-page teaser. */
export const episode = z.object({
  id: z.templateLiteral(['ep-', z.string().regex(/^\d{3,}$/)], { error: 'must be ep- and a number of three digits or more, such as ep-001' }).describe('Episode number: written ep-001, ep-002 and so on.'),
  title: text(90, 'Episode title.'),
  date: z.iso.date('must be a date written 2026-09-14').describe('Release date: written 2026-09-14.'),
  duration: text(20, 'Running time as shown (42 min).'),
  isoDuration: z
    .string()
    .regex(/^PT(\d+H)?(\d+M)?(\d+S)?$/, 'must be an ISO 8601 duration such as PT42M or PT1H5M')
    .describe('Length for search engines: the same length written PT42M (42 minutes) or PT1H5M (1 hour 5 minutes).'),
  image: photo('Cover photo.'),
  link: z.url({ protocol: /^https$/, error: 'must be an https address' }).optional().describe('Where the episode is published; its title links there. The podcast refresh sets it from the feed.'),
});

export const podcastFile = z.object({
  name: text(40, 'The show’s name.'),
  eyebrow: text(30, 'Small label above the heading.'),
  heading: text(60, 'Heading of the podcast teaser on the home page.'),
  intro: text(240, 'Sentence under the heading.'),
  episodeLabel: text(20, 'Said before an episode’s number.'),
  episodes: exactly(3, episode, 'The three episodes on the home page: in this order.'),
  listenHeading: text(30, 'Heading above the streaming platforms.'),
  streamingPlatforms: exactly(3, navLink, 'Where to listen; until the show is listed, each links to the podcast section itself (#podcast).'),
});

export type Episode = z.infer<typeof episode>;
