// content/transcripts/<address>.json: an episode's transcript, the words of everyone who speaks
// in it, for those who cannot hear it (WCAG 1.2.1) and for search engines. The refresh writes one
// from the feed's podcast:transcript; the owner writes, pastes or corrects one in the editor.
// Its text is paragraphs, one a turn: `[12:05] Maria Keller: words`, the time and the name each
// optional; a WebVTT or SubRip file pasted as it is reads too (model/transcripts.ts).
import { z } from 'zod';
import { episodeSlug } from './podcast.ts';
import { shownAsText } from './fields.ts';
import { maxTurns } from '../exportBounds.ts';

/** A text's paragraphs (or a captions file's cues), as model/transcripts.ts splits them: each at most one turn. */
export const paragraphCount = (text: string): number =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n/)
    .filter((paragraph) => paragraph.trim()).length;

/** The folder of the transcripts, from the project's root. */
export const transcriptsDir = 'content/transcripts';

/** The longest transcript the site holds: about five hours of speech. */
export const maxTranscriptLength = 400_000;

export const transcriptFile = z.object({
  episode: episodeSlug.describe('The episode: the one whose words these are.'),
  text: shownAsText(
    maxTranscriptLength,
    'The transcript: a paragraph for each turn, starting with who speaks and a colon (Maria Keller: …), after the time it starts in brackets if you like ([12:05]), which lets a visitor play from there. A WebVTT or SubRip file pasted as it is reads too.',
  ).refine((text) => paragraphCount(text) <= maxTurns, {
    // Its pages are bounded (model/exportBounds.ts): so many turns would make more of them than every host takes.
    error: (issue) =>
      `must be at most ${maxTurns.toLocaleString('en-GB')} paragraphs (turns); got ${typeof issue.input === 'string' ? paragraphCount(issue.input).toLocaleString('en-GB') : 'more'}: join the short ones`,
  }),
  fromFeed: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be the refresh’s own mark')
    .optional()
    .describe(
      'The refresh’s mark: while the text is the one it wrote from the feed, the next refresh may bring the feed’s newer one; once you change the text, it is yours and stays.',
    ),
});

export type TranscriptFile = z.infer<typeof transcriptFile>;
