/**
 * @jest-environment node
 */
import { isoDurationOf } from '#model/schema/podcast.ts';
import { durationSeconds, durationText, FeedError } from './feed';
import { readFeed } from './show';

// How a feed's fields become the teaser's: itunes:duration in each of its forms, and the plain-text rule.

it('reads itunes:duration as seconds, as minutes and seconds, or as hours, minutes and seconds', () => {
  expect(durationSeconds('3000')).toBe(3000);
  expect(durationSeconds('50:00')).toBe(3000);
  expect(durationSeconds('0:50:00')).toBe(3000);
  expect(durationSeconds('1:05:30')).toBe(3930);
  expect(durationSeconds('50 minutes')).toBeUndefined();
  expect(durationSeconds(undefined)).toBeUndefined();
});

it('shows a running time as the teaser writes it, from which search engines’ form (ISO 8601) is derived', () => {
  const both = (seconds: number) => [durationText(seconds), isoDurationOf(durationText(seconds))];
  expect(both(3000)).toEqual(['50 min', 'PT50M']);
  expect(both(3930)).toEqual(['1 h 6 min', 'PT1H6M']);
  expect(both(7200)).toEqual(['2 h', 'PT2H']);
  expect(both(20)).toEqual(['1 min', 'PT1M']);
});

const item = (title: string, day: number) =>
  `<item><title>${title}</title><pubDate>Mon, ${day} Nov 2026 06:00:00 +0000</pubDate><itunes:duration>600</itunes:duration></item>`;
const feed = (items: string) =>
  `<rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Show</title><itunes:image href="https://cdn.example.com/show.jpg"/>${items}</channel></rss>`;

it('keeps entities as the characters they stand for, and refuses escaped markup as markup', () => {
  const { episodes } = readFeed(feed(item('Q&amp;A: 1 &lt; 2', 16) + item('B', 9) + item('C', 2)), 'https://feeds.example.com/show.xml');
  expect(episodes.map((episode) => episode.title)).toEqual(['Q&A: 1 < 2', 'B', 'C']);
  expect(() => readFeed(feed(item('&lt;img src=x onerror=alert(1)&gt;', 16) + item('B', 9) + item('C', 2)), 'https://feeds.example.com/show.xml')).toThrow(
    FeedError,
  );
});

it('cuts a title longer than the teaser holds at a word, with an ellipsis', () => {
  const long = 'Word '.repeat(30).trim();
  const { episodes } = readFeed(feed(item(long, 16) + item('B', 9) + item('C', 2)), 'https://feeds.example.com/show.xml');
  expect(episodes[0]?.title.length).toBeLessThanOrEqual(90);
  expect(episodes[0]?.title).toMatch(/^Word( Word)+…$/);
});
