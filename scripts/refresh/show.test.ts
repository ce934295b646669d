/**
 * @jest-environment node
 */
import { maxEpisodes } from '#model/schema/podcast.ts';
import { textOfHtml } from './html-text';
import { readShow, withinShow } from './show';

// How a feed's episodes become the podcast page's: descriptions as the words a reader sees, audio over https alone.

it('reads a description written in HTML as its words: paragraphs and breaks as lines, entities as characters, scripts and styles gone', () => {
  expect(textOfHtml('<p>One &amp; <b>two</b>.</p><p>Three<br>four</p><script>alert(1)</script><style>p{}</style>')).toBe('One & two.\n\nThree\nfour');
  expect(textOfHtml('<ul><li>A</li><li>B</li></ul>')).toBe('A\nB');
  expect(textOfHtml('Plain text, as it is.')).toBe('Plain text, as it is.');
  expect(textOfHtml(`${'<div><b>'.repeat(5000)}deep${'</b></div>'.repeat(5000)}`)).toBe('deep');
});

const feed = (items: string) => `<rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Show</title>${items}</channel></rss>`;
const item = (day: number, extra = '') => `<item><title>Episode ${day}</title><pubDate>Mon, ${day} Nov 2026 06:00:00 +0000</pubDate>${extra}</item>`;

it('keeps the latest the site holds, newest first, says what it left, and audio only where the enclosure is https audio', () => {
  const items = Array.from({ length: maxEpisodes + 20 }, (_, index) =>
    item((index % 28) + 1, index === 0 ? '<enclosure url="https://cdn.example.com/a.mp3" type="audio/mpeg" length="12"/>' : ''),
  );
  const { episodes } = readShow(feed(items.join('')), 'https://feeds.example.com/show.xml');
  expect(episodes).toHaveLength(maxEpisodes);
  expect((episodes[0]?.date ?? '') >= (episodes.at(-1)?.date ?? '')).toBe(true);
  const dated = (n: number) => Array.from({ length: n }, (_, index) => ({ title: `Episode ${n - index}`, date: `2026-01-01`, slug: `episode-${n - index}` }));
  expect(withinShow(dated(maxEpisodes)).dropped).toEqual([]);
  expect(withinShow(dated(maxEpisodes + 2))).toEqual({
    episodes: dated(maxEpisodes + 2).slice(0, maxEpisodes),
    dropped: ['the site holds the latest 1,000 episodes (every host takes them): the 2 before them, back to “Episode 1” (2026-01-01), are no longer on it'],
  });
  const { episodes: withAudio } = readShow(
    feed(
      item(3, '<enclosure url="https://cdn.example.com/a.mp3" type="audio/mpeg" length="12"/>') +
        item(2, '<enclosure url="http://cdn.example.com/b.mp3" type="audio/mpeg"/>') +
        item(1, '<enclosure url="https://cdn.example.com/c.mp4" type="video/mp4"/>'),
    ),
    'https://feeds.example.com/show.xml',
  );
  expect(withAudio.map((episode) => episode.audio)).toEqual([{ url: 'https://cdn.example.com/a.mp3', type: 'audio/mpeg', length: 12 }, undefined, undefined]);
});
