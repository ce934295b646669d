// content/podcast.json (the home teaser, where to listen, the podcast page's texts) and
// content/episodes.json, which the refresh writes from the feed (while it holds none, /podcast is not a page).
import { z } from 'zod';
import { plainHost, plainHostWords } from '../delivery.ts';
import { longestEpisode } from '../exportBounds.ts';
import { addressSlug, backdrop, exactly, httpsUrl, metaDescription, navLink, photo, shownAsText, text } from './fields.ts';

/** As the site shows it: `42 min`, `1 h`, `1 h 5 min`. */
const runningTime = /^(?:([1-9]\d*) h(?: ([1-9]|[1-5]\d) min)?|([1-9]\d*) min)$/;

function runningParts(duration: string | undefined): { hours: number; minutes: number } | undefined {
  const [, hours = '0', minutes = '0', onlyMinutes] = runningTime.exec(duration ?? '') ?? [];
  if (hours === '0' && !onlyMinutes) return undefined;
  return { hours: Number(hours), minutes: Number(onlyMinutes ?? minutes) };
}

/** ISO 8601 (`PT1H5M`), for search engines and `<time>`. */
export function isoDurationOf(duration: string | undefined): string | undefined {
  const parts = runningParts(duration);
  if (!parts) return undefined;
  return `PT${parts.hours ? `${parts.hours}H` : ''}${parts.minutes ? `${parts.minutes}M` : ''}`;
}

export function lastSecondOf(duration: string | undefined): number | undefined {
  const parts = runningParts(duration);
  return parts && (parts.hours * 60 + parts.minutes) * 60 + 59;
}

export const episode = z.object({
  id: z
    .templateLiteral(['ep-', z.string().regex(/^\d{3,}$/)], { error: 'must be ep- and a number of three digits or more, such as ep-001' })
    .describe('Episode number: written ep-001, ep-002 and so on.'),
  title: text(90, 'Episode title.'),
  date: z.iso.date('must be a date written 2026-09-14').describe('Release date: pick the day in the calendar.'),
  duration: z
    .string()
    .regex(runningTime, 'must be a running time such as 42 min or 1 h 5 min')
    .describe('Running time: minutes as 42 min, or hours and minutes as 1 h 5 min.'),
  image: photo('Cover photo.'),
  link: httpsUrl().optional().describe('Where the episode is published; its title links there. The podcast refresh sets it from the feed.'),
});

/** Twenty years of a weekly show: with the transcripts' pages, within the export's files (model/exportBounds.ts). */
export const maxEpisodes = 1_000;

/** The refresh cuts a longer title or description here (scripts/refresh/show.ts). */
export const showTitleLength = 200;
export const showDescriptionLength = 4000;

export const audioType = /^audio\/[\w.+-]+$/;

/** The podcast page's policy names each audio host, and a header has room for so many. */
export const maxAudioOrigins = 8;

/** Undefined where its host is not one a policy may name. */
export function audioOrigin(address: string): string | undefined {
  if (!URL.canParse(address)) return undefined;
  const url = new URL(address);
  return url.protocol === 'https:' && !url.username && !url.password && plainHost.test(url.host) ? url.origin : undefined;
}

export const audioOrigins = (episodes: readonly { audio?: { url: string } | undefined }[]): string[] => [
  ...new Set(episodes.flatMap(({ audio }) => audioOrigin(audio?.url ?? '') ?? [])),
];

/** Played from the feed's host, fetched only when the visitor presses play. */
const audio = z.object({
  url: httpsUrl()
    .refine((address) => audioOrigin(address) !== undefined, `must be on ${plainHostWords} with no user name`)
    .describe('Address of the audio file.'),
  type: z.string().regex(audioType, 'must be an audio type such as audio/mpeg').describe('Its type, such as audio/mpeg.'),
  length: z.int().nonnegative().optional().describe('Its size in bytes, as the feed gives it.'),
});

export const maxSlugLength = 60;

export const maxGuidLength = 300;

export const episodeSlug = z
  .string()
  .max(maxSlugLength, `must be at most ${maxSlugLength} characters`)
  .regex(addressSlug, 'must be lower-case letters and digits joined by single hyphens, such as carve-outs-day-1')
  .describe(
    'The episode’s address under /podcast/: set by the refresh from its first title, and kept when the title changes (an episode without one gets the one the refresh would give).',
  );

export const podcastFile = z.object({
  name: text(40, 'The show’s name.'),
  eyebrow: text(30, 'Small label above the heading.'),
  heading: text(60, 'Heading of the podcast teaser on the home page.'),
  intro: text(240, 'Sentence under the heading.'),
  episodeLabel: text(20, 'Said before an episode’s number.'),
  episodes: exactly(
    3,
    episode,
    'Episodes the refresh chose for the home page: three, in this order. One you take off the site (Episodes off the site, below) is not shown there from your next save, though it stays here until the podcast refresh chooses another.',
  ),
  listenHeading: text(30, 'Heading above the streaming platforms.'),
  streamingPlatforms: exactly(3, navLink, 'Where to listen; until the show is listed on a platform, its link can lead to the show on the home page.'),
  page: z
    .object({
      metaDescription,
      image: backdrop('Photo behind the page heading: darkened so the text reads.'),
      episodesHeading: text(40, 'Heading above the list of episodes.'),
    })
    .describe(
      'The podcast page: shown once the podcast refresh has stored the feed’s episodes; its heading and intro are the show’s name and the sentence above.',
    ),
  leftOff: z
    .array(episodeSlug)
    .max(maxEpisodes, `must have at most ${maxEpisodes} entries`)
    .nullish() // the editor saves none picked as null (Decap's select)
    .describe(
      'Episodes off the site: each one picked here has no page, and is in no list, search or teaser, whatever your feed says; take it out of this list to bring it back at its address.',
    ),
});

export const maxChapters = 100;
export const maxPeople = 20;
export { longestEpisode };
export const chapterTitleLength = 120;
export const personNameLength = 80;
export const roleLength = 40;
export const maxSeason = 9999;
export const maxEpisodeNumber = 99_999;

const chapter = z.object({
  start: z.int().nonnegative().max(longestEpisode).describe('Where the chapter starts: seconds from the episode’s start.'),
  title: shownAsText(chapterTitleLength, 'The chapter’s title.'),
});

const person = z.object({
  name: shownAsText(personNameLength, 'Their name.'),
  role: z
    .string()
    .regex(new RegExp(`^[a-z][a-z -]{0,${roleLength - 1}}$`), 'must be a role in lower-case words, such as host or guest')
    .describe('Their part in the episode, such as host or guest.'),
  link: httpsUrl().max(500).optional().describe('Their page: an https address.'),
});

/** A video, plain http (refused to an https page), or a type no browser plays. */
export const unplayableReasons = ['video', 'insecure', 'type'] as const;

export const artDir = 'content/podcast-art';
/** The only files the refresh replaces or deletes in content/photos/: never one the owner uploaded. */
export const refreshPhotoList = 'podcast-refresh.json';

export const refreshedPaths = ['content/podcast.json', 'content/episodes.json', 'content/photos', 'content/transcripts', artDir] as const;

/** Twice the listing's slot (components/EpisodeArt), sharp on a phone. */
export const artSize = 192;

/** Where the feed gives art other than the show's; fetched again only when its address changes. */
const art = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f]{16}\.webp$/, 'must be a file the refresh wrote, such as 0123456789abcdef.webp')
    .describe(`Its file in ${artDir}/.`),
  from: z.string().max(2000).describe('The address the feed gave for it.'),
});

export const showEpisode = episode
  .omit({ image: true })
  .extend({
    slug: episodeSlug.optional(),
    guid: shownAsText(maxGuidLength, 'The feed’s own name for the episode (its guid), by which the refresh knows it again when its title changes.').optional(),
    title: text(showTitleLength, 'Episode title.'),
    description: shownAsText(showDescriptionLength, 'What the episode is about: from the feed, shown as the text it is.').optional(),
    audio: audio.optional(),
    unplayable: z.enum(unplayableReasons).optional().describe('Why the site does not play the episode the feed publishes, where it does not.'),
    season: z.int().positive().max(maxSeason).optional().describe('Season number, as the feed gives it.'),
    number: z.int().positive().max(maxEpisodeNumber).optional().describe('Episode number, as the feed gives it: never its place in a list.'),
    chapters: z
      .array(chapter)
      .max(maxChapters, `must have at most ${maxChapters} chapters`)
      .optional()
      .describe('The episode’s chapters, in order, from the feed’s podcast:chapters.'),
    people: z.array(person).max(maxPeople, `must have at most ${maxPeople} people`).optional().describe('Hosts and guests, from the feed’s podcast:person.'),
    art: art.optional().describe('The episode’s own cover art, where the feed gives one: kept small by the refresh.'),
  })
  .partial({ duration: true });

/** The site's thousand, and as many taken off the site (kept at their addresses, never shown). */
export const maxStoredEpisodes = 2 * maxEpisodes;

export const episodesFile = z.object({
  feed: httpsUrl().max(500).optional().describe('The show’s feed, as its subscribe link: https, with no user name or password.'),
  episodes: z
    .array(showEpisode)
    .max(maxStoredEpisodes, `must have at most ${maxStoredEpisodes} entries`)
    .refine((episodes) => audioOrigins(episodes).length <= maxAudioOrigins, `must play audio from at most ${maxAudioOrigins} hosts`)
    .refine((episodes) => {
      const slugs = episodes.flatMap(({ slug }) => slug ?? []);
      return new Set(slugs).size === slugs.length;
    }, 'must give each episode an address (slug) of its own')
    .describe('The show’s episodes, newest first: written by npm run podcast:refresh.'),
});

export type Episode = z.infer<typeof episode>;
export type ShowEpisode = z.infer<typeof showEpisode>;
