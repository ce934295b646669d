// The one reader of a stored transcript (content/transcripts/), whoever wrote it: the owner's
// paragraphs (`[12:05] Maria Keller: words`) or a WebVTT/SubRip file pasted as is (media-captions).
import type { VTTNode } from 'media-captions';
import { secondsOf, timeText } from './timeText.ts';
import { maxParts, turnsPerPart } from './exportBounds.ts';

export interface Turn {
  start?: number;
  speaker?: string;
  text: string;
}

export interface Cue {
  start: number;
  speaker?: string;
  text: string;
}

/** Past it, one speaker's cues start a paragraph of their own. */
const longestTurn = 1200;

export { timeText };

const timeAtStart = /^\[(?:(\d{1,2}):)?(\d{1,2}):(\d{2})(?:[.,]\d{1,3})?\]\s*/;

/** Up to six capitalised words, name particles and a number (`Guest 118`): `Note this: …` is no speaker. */
const speakerAtStart = /^(\p{Lu}[\p{L}\p{M}.'’-]*(?: (?:\p{Lu}[\p{L}\p{M}.'’-]*|\d{1,4}|von|van|der|den|de|da|di|du|la|le|del|bin|ibn|al|y)){0,5}):\s+/u;

/** A mark every few seconds would bury the words. */
const momentsApart = 15;

/** A cue joined to a turn keeps its start in the words (`[1:05]`), so a time inside the turn keeps its address. */
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

const momentInWords = /\[((?:\d{1,2}:)?\d{1,2}:\d{2})\]/g;

export function momentsIn(text: string): (string | { start: number })[] {
  return text.split(momentInWords).map((piece, index) => (index % 2 ? { start: secondsOf(piece) } : piece));
}

/** None in brackets (a cue's), none a clock's (`9:30 am`). */
const saidTime = /(?<![\d:[])((?:\d{1,2}:)?\d{1,2}:[0-5]\d)(?![\d:\]]|\s?[ap]\.?m\b)/gi;

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

export function captionsFormat(text: string): 'vtt' | 'srt' | undefined {
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (/^WEBVTT(?:[ \t\n]|$)/.test(head)) return 'vtt';
  if (/^\d+[^\S\n]*\r?\n[^\S\n]*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->/.test(head)) return 'srt';
  return undefined;
}

/** The speaker: a voice tag's, else `Name:` at the start. The parser skips an unreadable cue, not the file. */
export async function cuesOfCaptions(text: string, type: 'vtt' | 'srt'): Promise<Cue[]> {
  // Loaded only here: without VTTCue (a page's test) it cannot load at all.
  const { parseText, tokenizeVTTCue } = await import('media-captions');
  const { cues } = await parseText(text, { type, strict: false });
  return cues.map((cue) => {
    const { text: words, voice } = cueWords(tokenizeVTTCue(cue));
    const named = voice ? undefined : speakerAtStart.exec(words.trim());
    return { start: cue.startTime, ...(voice || named ? { speaker: voice ?? named?.[1] } : {}), text: named ? words.trim().slice(named[0].length) : words };
  });
}

export async function turnsOf(text: string): Promise<Turn[]> {
  const format = captionsFormat(text);
  return format ? turnsOfCues(await cuesOfCaptions(text, format)) : turnsOfParagraphs(text);
}

export const textOfTurns = (turns: readonly Turn[]): string =>
  turns.map(({ start, speaker, text }) => `${start === undefined ? '' : `[${timeText(start)}] `}${speaker ? `${speaker}: ` : ''}${text}`).join('\n\n');

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

/** A page per part, each within one round trip. Past `most` parts the parts grow, so a transcript within the schema's bound always fits. */
export function partsOf(turns: readonly Turn[], size: number, { perPart = turnsPerPart, most = maxParts } = {}): Turn[][] {
  let parts = splitAt(turns, size, perPart);
  for (let wider = size * 2; parts.length > most && parts.length > Math.ceil(turns.length / perPart); wider *= 2) parts = splitAt(turns, wider, perPart);
  return parts;
}
