import { playFrom } from '#model/episodeWords.ts';
import { excerptPieces, momentOf, phraseExcerpt } from './excerpt';

it('reads an excerpt into words and matched words, its escaped markup as the text it is', () => {
  expect(excerptPieces('the <mark>carve-out</mark> &amp; a &lt;script&gt;alert(1)&lt;/script&gt; <mark>weekend</mark>.')).toEqual([
    'the ',
    { matched: 'carve-out' },
    ' & a <script>alert(1)</script> ',
    { matched: 'weekend' },
    '.',
  ]);
  expect(excerptPieces('<b>bold</b> words&#39;s &#x2F;')).toEqual(["bold words's /"]);
  // A reference to no character (an article that wrote &amp;#99999999;) is shown as written.
  expect(excerptPieces('<mark>see</mark> &#99999999; and &#x110000;')).toEqual([{ matched: 'see' }, ' &#99999999; and &#x110000;']);
});

it('marks where a page says the whole query, with the words around it', () => {
  const content = `${'Words before. '.repeat(20)}Only this transcript says Quarterbacking the cutover weekend, and more after it.`;
  const pieces = phraseExcerpt(content, 'quarterbacking the cutover weekend', 30);
  expect(pieces?.[1]).toEqual({ matched: 'Quarterbacking the cutover weekend' });
  expect(pieces?.[0]).toMatch(/^….*says $/);
  expect(pieces?.[2]).toBe(', and more after it.');
  expect(phraseExcerpt(content, 'not there')).toBeUndefined();
});

it('opens a transcript’s result at the turn that says the query: its start, from the page’s own text', () => {
  const content =
    'Transcript Play from 0:00 Olu Johnson: Welcome to the show. Play from 7:34 Maria Keller: A carve-out is a merger in reverse. Play from 1:02:05 Olu Johnson: The ferryman waits.';
  expect(momentOf(content, 'merger in reverse', playFrom)).toBe(454);
  expect(momentOf(content, 'the FERRYMAN', playFrom)).toBe(3725);
  // The whole query nowhere: its first word.
  expect(momentOf(content, 'carve-out later', playFrom)).toBe(454);
  expect(momentOf(content, 'Transcript', playFrom)).toBeUndefined(); // said before any turn
  expect(momentOf(content, 'nowhere', playFrom)).toBeUndefined();
});
