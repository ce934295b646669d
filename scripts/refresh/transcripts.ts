// An episode's transcript and chapters, fetched under the feed's rules (./fetch.ts) and read into what
// the site stores. What cannot be fetched or read is a note, never the end: the episode keeps what it had.
import { chapterTitleLength, longestEpisode, maxChapters, type ShowEpisode } from '#model/schema/podcast.ts';
import { maxTranscriptLength } from '#model/schema/transcripts.ts';
import { fitted, withoutInvisible } from '#model/schema/fields.ts';
import { cuesOfCaptions, textOfTurns, timeText, turnsOfCues, turnsOfParagraphs, type Cue } from '#model/transcripts.ts';
import { maxTurns } from '#model/exportBounds.ts';
import { FeedError, isNode, plain, textOf } from './feed.ts';
import type { TranscriptType } from './extras.ts';
import { fetchChecked } from './fetch.ts';
import { textOfHtml } from './html-text.ts';

const limits = { maxBytes: 4 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 };
const chapterLimits = { ...limits, maxBytes: 512 * 1024 };

/** Bytes as UTF-8 text, or a FeedError naming `what`. */
function utf8(bytes: Uint8Array, what: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FeedError(`${what} is not UTF-8 text`);
  }
}

/** A JSON file's value, or a FeedError naming `what`. */
function json(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new FeedError(`${what} is not JSON`);
  }
}

/** The cues of a JSON transcript (the namespace's: `segments` of `speaker`, `startTime`, `body`). */
function cuesOfJson(value: unknown, what: string): Cue[] {
  const segments = isNode(value) ? value.segments : undefined;
  if (!Array.isArray(segments)) throw new FeedError(`${what} has no segments`);
  return segments.flatMap((segment) => {
    if (!isNode(segment) || typeof segment.body !== 'string') return [];
    const start = Number(segment.startTime);
    const speaker = typeof segment.speaker === 'string' ? plain(segment.speaker, `${what}'s speaker`, { asText: true }) : '';
    return [{ start: Number.isFinite(start) && start >= 0 ? start : 0, ...(speaker ? { speaker } : {}), text: segment.body }];
  });
}

/** Cut at a turn past the longest the site holds (model/exportBounds.ts), with a note of when it then ends. */
export async function transcriptText(bytes: Uint8Array, type: TranscriptType, what: string): Promise<{ text: string; note?: string }> {
  const text = withoutInvisible(utf8(bytes, what));
  const turns =
    type === 'text/vtt'
      ? turnsOfCues(await cuesOfCaptions(text, 'vtt'))
      : type === 'application/json'
        ? turnsOfCues(cuesOfJson(json(text, what), what))
        : type === 'text/html'
          ? turnsOfParagraphs(textOfHtml(text))
          : type === 'text/plain'
            ? turnsOfParagraphs(text)
            : turnsOfCues(await cuesOfCaptions(text, 'srt'));
  // Each turn's words, its speaker's name too, as plain text: markup in a feed's cue is text.
  const plainTurns = turns.map((turn) => ({
    ...turn,
    text: plain(turn.text, what, { asText: true }),
    ...(turn.speaker ? { speaker: fitted(plain(turn.speaker, what, { asText: true }), 60) } : {}),
  }));
  const kept = plainTurns.slice(0, maxTurns);
  let stored = textOfTurns(kept);
  while (stored.length > maxTranscriptLength) stored = stored.slice(0, stored.lastIndexOf('\n\n', maxTranscriptLength));
  if (!stored.trim()) throw new FeedError(`${what} has no words`);
  const shown = stored.split('\n\n').length;
  if (shown === plainTurns.length) return { text: stored };
  const end = plainTurns[shown]?.start;
  return {
    text: stored,
    note: `${what} is longer than the site shows (${maxTranscriptLength.toLocaleString('en-GB')} characters in ${maxTurns.toLocaleString('en-GB')} turns at most): kept ${shown.toLocaleString('en-GB')} of its ${plainTurns.length.toLocaleString('en-GB')} turns${end === undefined ? '' : `, up to ${timeText(end)}`}`,
  };
}

/** A chapters file's chapters (JSON 1.2: `chapters` of `startTime` and `title`; those with `toc: false` are not listed), in order. */
export function chaptersOf(bytes: Uint8Array, what: string): NonNullable<ShowEpisode['chapters']> {
  const value = json(utf8(bytes, what), what);
  const chapters = isNode(value) ? value.chapters : undefined;
  if (!Array.isArray(chapters)) throw new FeedError(`${what} has no chapters`);
  return chapters
    .flatMap((chapter) => {
      if (!isNode(chapter) || chapter.toc === false) return [];
      const start = Number(chapter.startTime);
      const title = fitted(plain(textOf(chapter.title) ?? '', `${what}'s title`, { asText: true }), chapterTitleLength);
      return Number.isFinite(start) && start >= 0 && start <= longestEpisode && title ? [{ start: Math.floor(start), title }] : [];
    })
    .sort((a, b) => a.start - b.start)
    .slice(0, maxChapters);
}

/** What the refresh fetched of one episode: its transcript's text and its chapters, each where it arrived, and a note for each that did not. */
export interface Fetched {
  transcript?: string;
  chapters?: NonNullable<ShowEpisode['chapters']>;
  notes: string[];
}

/** An episode's transcript and chapters as they arrived, not yet read, with a note for each that did not arrive. */
export interface Downloaded {
  transcript?: { bytes: Buffer; type: TranscriptType; what: string };
  chapters?: { bytes: Buffer; what: string };
  notes: string[];
}

/** A failure of reading or fetching `what`, as a note naming the episode. */
const noteOf = (what: string, error: unknown) =>
  error instanceof FeedError ? error.message : `${what} could not be read (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;

/** Reading is `readExtras`'s, after every download: a parse holds the thread, and would run out the downloads' clocks. */
export async function fetchExtras(
  name: string,
  at: { transcript?: { url: string; type: TranscriptType }; chapters?: string },
  feed: URL,
  until?: AbortSignal,
): Promise<Downloaded> {
  const downloaded: Downloaded = { notes: [] };
  if (at.transcript) {
    const { url, type } = at.transcript;
    const what = `the transcript of ${name}`;
    await fetchChecked(new URL(url), feed, what, limits, until).then(
      ({ bytes }) => void (downloaded.transcript = { bytes, type, what }),
      (error: unknown) => void downloaded.notes.push(noteOf(what, error)),
    );
  }
  if (at.chapters) {
    const what = `the chapters of ${name}`;
    await fetchChecked(new URL(at.chapters), feed, what, chapterLimits, until).then(
      ({ bytes }) => void (downloaded.chapters = { bytes, what }),
      (error: unknown) => void downloaded.notes.push(noteOf(what, error)),
    );
  }
  return downloaded;
}

/** Reads what arrived of an episode: whatever a host sent (a page, no body, another encoding, a parser's own error) is a note, and the episode keeps what it had. */
export async function readExtras({ transcript, chapters, notes }: Downloaded): Promise<Fetched> {
  const fetched: Fetched = { notes: [...notes] };
  if (transcript) {
    await transcriptText(transcript.bytes, transcript.type, transcript.what).then(
      ({ text, note }) => {
        fetched.transcript = text;
        if (note) fetched.notes.push(note);
      },
      (error: unknown) => void fetched.notes.push(noteOf(transcript.what, error)),
    );
  }
  if (chapters) {
    try {
      fetched.chapters = chaptersOf(chapters.bytes, chapters.what);
    } catch (error) {
      fetched.notes.push(noteOf(chapters.what, error));
    }
  }
  return fetched;
}
