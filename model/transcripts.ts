// An episode's transcript as turns: who speaks, from when, and what they say. The one reader of
// the text stored in content/transcripts/ (model/schema/transcripts.ts), whoever wrote it: the
// owner's paragraphs (`[12:05] Maria Keller: words`), or a WebVTT or SubRip file pasted as it is,
// read by media-captions (a maintained parser of both; its voices `<v Name>` are the speakers).
// The refresh writes the paragraphs from whatever the feed gave (scripts/refresh/transcripts.ts).
import type { VTTNode } from 'media-captions';
import { secondsOf, timeText } from './timeText.ts';
import { maxParts, turnsPerPart } from './exportBounds.ts';

/** A turn of speech: where it starts in seconds (where known), who speaks (where named), and the words. */
export interface Turn {
  start?: number;
  speaker?: string;
  text: string;
}

/** A cue of a captions file, or a segment of a JSON transcript: a few seconds of words. */
export interface Cue {
  start: number;
  speaker?: string;
  text: string;
}

/** The longest turn made of cues: past it, one speaker's words start a paragraph of their own. */
const longestTurn = 1200;

export { timeText };

/** A time in brackets at a paragraph's start (`[4:05]`, `[1:02:05]`, `[00:04:05.120]`), as seconds. */
const timeAtStart = /^\[(?:(\d{1,2}):)?(\d{1,2}):(\d{2})(?:[.,]\d{1,3})?\]\s*/;

/**
 * A name and a colon at a paragraph's start: up to six words, each starting with a capital but
 * the particles of names (Ursula von der Leyen) and a number (a guest a feed names only so, `Guest
 * 118`): `Note this: …` is no speaker.
 */
const speakerAtStart = /^(\p{Lu}[\p{L}\p{M}.'’-]*(?: (?:\p{Lu}[\p{L}\p{M}.'’-]*|\d{1,4}|von|van|der|den|de|da|di|du|la|le|del|bin|ibn|al|y)){0,5}):\s+/u;

/** The least time between the moments a turn keeps inside it: a mark every few seconds would bury the words. */
const momentsApart = 15;

/**
 * Turns of cues: a speaker's cues in a row make one paragraph, as long as it stays readable; the
 * start of a cue joined to it is kept in its words as a moment (`[1:05]`), one at least every
 * fifteen seconds, so a time said inside the turn keeps its address (`momentsIn`).
 */
export function turnsOfCues(cues: readonly Cue[]): Turn[] {
  const turns: Turn[] = [];
  let lastMoment = 0;
  for (const cue of cues) {
    const text = cue.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const last = turns.at(-1);
    if (last && last.speaker === cue.speaker && last.text.length + text.length < longestTurn) {
      const kept = cue.start - lastMoment >= momentsApart;
      if (kept) lastMoment = cue.start;
      last.text = `${last.text} ${kept ? `[${timeText(cue.start)}] ` : ''}${text}`;
    } else {
      lastMoment = cue.start;
      turns.push({ start: cue.start, ...(cue.speaker ? { speaker: cue.speaker } : {}), text });
    }
  }
  return turns;
}

/** A moment inside a turn's words: `[1:05]`, `[1:02:05]`. */
const momentInWords = /\[((?:\d{1,2}:)?\d{1,2}:\d{2})\]/g;

/** A turn's words with the moments inside them apart: text, then `{ start }` in seconds, in order. */
export function momentsIn(text: string): (string | { start: number })[] {
  return text.split(momentInWords).map((piece, index) => (index % 2 ? { start: secondsOf(piece) } : piece));
}

/** A time said in the words (`as I said at 7:34`): none in brackets (a cue's), none a clock's (`9:30 am`). */
const saidTime = /(?<![\d:[])((?:\d{1,2}:)?\d{1,2}:[0-5]\d)(?![\d:\]]|\s?[ap]\.?m\b)/gi;

/** Words with the times said in them apart (`{ said, text }`), those within the episode's `length` in seconds alone. */
export function saidTimesIn(words: string, length: number): (string | { said: number; text: string })[] {
  const pieces: (string | { said: number; text: string })[] = [];
  let from = 0;
  for (const found of words.matchAll(saidTime)) {
    const said = secondsOf(found[0]);
    if (said > length) continue;
    pieces.push(words.slice(from, found.index), { said, text: found[0] });
    from = found.index + found[0].length;
  }
  return [...pieces, words.slice(from)].filter((piece) => piece !== '');
}

/** The paragraphs of a transcript as turns, each its time and speaker where it starts with them. */
export function turnsOfParagraphs(text: string): Turn[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n/)
    .flatMap((paragraph) => {
      let rest = paragraph.replace(/\s+/g, ' ').trim();
      const time = timeAtStart.exec(rest);
      if (time) rest = rest.slice(time[0].length);
      const speaker = speakerAtStart.exec(rest);
      if (speaker) rest = rest.slice(speaker[0].length);
      if (!rest) return [];
      const start = time ? Number(time[1] ?? 0) * 3600 + Number(time[2]) * 60 + Number(time[3]) : undefined;
      return [{ ...(start === undefined ? {} : { start }), ...(speaker?.[1] ? { speaker: speaker[1] } : {}), text: rest }];
    });
}

/** The text of a cue's nodes, its markup gone (entities are characters already), and the first voice that speaks in it. */
function cueWords(nodes: readonly VTTNode[]): { text: string; voice?: string } {
  let text = '';
  let voice: string | undefined;
  const walk = [...nodes].reverse();
  for (let node = walk.pop(); node; node = walk.pop()) {
    if (node.type === 'text') text += node.data;
    else {
      if (node.type === 'v' && !voice && node.voice.trim()) voice = node.voice.trim();
      walk.push(...[...node.children].reverse());
    }
  }
  return { text, ...(voice ? { voice } : {}) };
}

/** Which captions format a text is, by its start: WebVTT's header, or SubRip's first cue (a number, then a time range). */
export function captionsFormat(text: string): 'vtt' | 'srt' | undefined {
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (/^WEBVTT(?:[ \t\n]|$)/.test(head)) return 'vtt';
  if (/^\d+[^\S\n]*\r?\n[^\S\n]*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->/.test(head)) return 'srt';
  return undefined;
}

/**
 * The cues of a WebVTT or SubRip text, each with its speaker: a voice tag's, else a name and a
 * colon at its start (`Maria: words`). Unreadable cues are skipped by the parser, not the file.
 */
export async function cuesOfCaptions(text: string, type: 'vtt' | 'srt'): Promise<Cue[]> {
  // Loaded when a captions file is read: in a browser-like place without VTTCue (a page's test) it cannot load at all.
  const { parseText, tokenizeVTTCue } = await import('media-captions');
  const { cues } = await parseText(text, { type, strict: false });
  return cues.map((cue) => {
    const { text: words, voice } = cueWords(tokenizeVTTCue(cue));
    const named = voice ? undefined : speakerAtStart.exec(words.trim());
    return { start: cue.startTime, ...(voice || named ? { speaker: voice ?? named?.[1] } : {}), text: named ? words.trim().slice(named[0].length) : words };
  });
}

/** A stored transcript's turns, whichever way it is written. */
export async function turnsOf(text: string): Promise<Turn[]> {
  const format = captionsFormat(text);
  return format ? turnsOfCues(await cuesOfCaptions(text, format)) : turnsOfParagraphs(text);
}

/** Turns as the stored text: a paragraph each, `[4:05] Name: words`. */
export const textOfTurns = (turns: readonly Turn[]): string =>
  turns.map(({ start, speaker, text }) => `${start === undefined ? '' : `[${timeText(start)}] `}${speaker ? `${speaker}: ` : ''}${text}`).join('\n\n');

/** Greedy parts of at most `size` bytes of words and `perPart` turns each (a longer turn is a part of its own). */
function splitAt(turns: readonly Turn[], size: number, perPart: number): Turn[][] {
  const utf8 = new TextEncoder();
  const parts: Turn[][] = [];
  let length = Infinity;
  for (const turn of turns) {
    const cost = utf8.encode(`${turn.speaker ?? ''}${turn.text}`).length + 12;
    if (length + cost > size || (parts.at(-1)?.length ?? 0) >= perPart) {
      parts.push([]);
      length = 0;
    }
    parts.at(-1)?.push(turn);
    length += cost;
  }
  return parts;
}

/**
 * The turns in parts of at most `size` bytes of UTF-8 each (a letter of Greek or Chinese is two or
 * three) and at most `perPart` turns (model/exportBounds.ts), whole turns only: a page each, so that
 * each arrives in one round trip (the byte budget). Past `most` parts (words that compress badly,
 * long and short turns in turn), the parts grow until there are no more than `most`; a transcript
 * of at most `most × perPart` turns (the schema's bound) always fits.
 */
export function partsOf(turns: readonly Turn[], size: number, { perPart = turnsPerPart, most = maxParts } = {}): Turn[][] {
  let parts = splitAt(turns, size, perPart);
  for (let wider = size * 2; parts.length > most && parts.length > Math.ceil(turns.length / perPart); wider *= 2) parts = splitAt(turns, wider, perPart);
  return parts;
}
