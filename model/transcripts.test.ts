/**
 * @jest-environment node
 */
import { captionsFormat, momentsIn, partsOf, textOfTurns, timeText, turnsOf, turnsOfCues } from './transcripts';

// The one reader of a stored transcript, whoever wrote it: the owner's paragraphs, or captions pasted as they are.

it('reads the owner’s paragraphs: a time in brackets and a speaker’s name where a paragraph starts with them', async () => {
  const turns = await turnsOf(
    '[0:05] Olu Johnson: Welcome.\n\n[1:02:03] Ursula von der Leyen: Thank you.\r\n\r\nNote this: no speaker here.\n\nJust words,\nover two lines.',
  );
  expect(turns).toEqual([
    { start: 5, speaker: 'Olu Johnson', text: 'Welcome.' },
    { start: 3723, speaker: 'Ursula von der Leyen', text: 'Thank you.' },
    { text: 'Note this: no speaker here.' },
    { text: 'Just words, over two lines.' },
  ]);
  expect(textOfTurns(turns)).toBe(
    '[0:05] Olu Johnson: Welcome.\n\n[1:02:03] Ursula von der Leyen: Thank you.\n\nNote this: no speaker here.\n\nJust words, over two lines.',
  );
});

it('reads WebVTT pasted as it is: voices as speakers, a speaker’s cues in a row one turn, markup and entities as the text they are', async () => {
  const vtt =
    'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Olu Johnson>Hello <b>there</b> &amp; welcome.\n\n00:00:04.000 --> 00:00:06.000\n<v Olu Johnson>Still me.\n\n00:01:04.500 --> 00:01:07.000\n<v.loud Maria Keller>Thanks.';
  expect(captionsFormat(vtt)).toBe('vtt');
  expect(await turnsOf(vtt)).toEqual([
    { start: 1, speaker: 'Olu Johnson', text: 'Hello there & welcome. Still me.' },
    { start: 64.5, speaker: 'Maria Keller', text: 'Thanks.' },
  ]);
});

it('reads SubRip pasted as it is, a name and a colon its speaker', async () => {
  const srt = '1\n00:00:01,000 --> 00:00:04,000\nOlu: Hello <i>there</i>\n\n2\n00:01:01,000 --> 00:01:04,000\nAgain';
  expect(captionsFormat(srt)).toBe('srt');
  expect(await turnsOf(srt)).toEqual([
    { start: 1, speaker: 'Olu', text: 'Hello there' },
    { start: 61, text: 'Again' },
  ]);
  expect(captionsFormat('12 people came.\n\nThey spoke.')).toBeUndefined();
});

it('writes times as a transcript does, and cuts turns into parts of whole turns', () => {
  expect([timeText(0), timeText(65.9), timeText(3723)]).toEqual(['0:00', '1:05', '1:02:03']);
  const turns = Array.from({ length: 10 }, (_, index) => ({ start: index, text: 'x'.repeat(100) }));
  const parts = partsOf(turns, 350);
  expect(parts.map((part) => part.length)).toEqual([3, 3, 3, 1]);
  expect(parts.flat()).toEqual(turns);
  // A turn longer than a part is a part of its own.
  expect(partsOf([{ text: 'y'.repeat(1000) }, { text: 'z' }], 350).map((part) => part.length)).toEqual([1, 1]);
});

it('bounds a transcript’s pages by its turns as well as its words: one-letter turns are at most 100 a page, and at most 40 pages', () => {
  const oneLetter = Array.from({ length: 4000 }, (_, index) => ({ start: index, speaker: index % 2 ? 'B' : 'A', text: 'x' }));
  const parts = partsOf(oneLetter, 12_000);
  expect(parts).toHaveLength(40);
  expect(Math.max(...parts.map((part) => part.length))).toBe(100);
  expect(parts.flat()).toEqual(oneLetter);
  // Words that take three bytes a letter and turns of every length in turn: the parts grow, never past 40.
  const uneven = Array.from({ length: 400 }, (_, index) => ({ text: index % 2 ? '字' : '字'.repeat(3990) }));
  const grown = partsOf(uneven, 12_000);
  expect(grown.length).toBeLessThanOrEqual(40);
  expect(grown.flat()).toEqual(uneven);
});

it('keeps the start of a cue joined to a turn as a moment in its words, one at least every fifteen seconds', () => {
  const cue = (start: number, text: string) => ({ start, speaker: 'Maria Keller', text });
  const [turn] = turnsOfCues([cue(9.5, 'A carve-out'), cue(14, 'is a merger'), cue(65, 'in reverse.'), cue(74, 'Day one'), cue(454, 'at 7:34.')]);
  expect(turn).toEqual({ start: 9.5, speaker: 'Maria Keller', text: 'A carve-out is a merger [1:05] in reverse. Day one [7:34] at 7:34.' });
  expect(momentsIn(turn?.text ?? '')).toEqual(['A carve-out is a merger ', { start: 65 }, ' in reverse. Day one ', { start: 454 }, ' at 7:34.']);
  // The owner's own paragraphs read the same: a time in brackets inside a turn is a moment; other brackets are words.
  expect(momentsIn('[laughs] then [1:02:03] the end')).toEqual(['[laughs] then ', { start: 3723 }, ' the end']);
});
