import { problemsOf } from './dataFiles.ts';
import { audioOrigin, audioOrigins, episodesFile } from './podcast.ts';

// The show's episodes file, as the build reads it: whatever wrote it (the refresh, a hand edit), an
// audio address reaches the podcast page's policy only as a plain origin, from at most eight hosts.

const episode = (n: number, url: string) => ({
  id: `ep-${String(n).padStart(3, '0')}`,
  slug: `episode-${n}`,
  title: `Episode ${n}`,
  date: '2026-11-01',
  audio: { url, type: 'audio/mpeg' },
});
const file = (urls: string[]) => `${JSON.stringify({ episodes: urls.map((url, i) => episode(i + 1, url)) })}\n`;

it('names an audio host by its plain origin, and nothing else', () => {
  expect(audioOrigin('https://Media.Example.com/a.mp3')).toBe('https://media.example.com');
  expect(audioOrigin('https://cdn.example.net:8443/a.mp3')).toBe('https://cdn.example.net:8443');
  expect(audioOrigin('https://xn--bcher-kva.example/a.mp3')).toBe('https://xn--bcher-kva.example');
  for (const bad of [
    'https://a.example;script-src-elem/ep1.mp3',
    'https://a.example%20script-src/a.mp3',
    'https://user:pw@a.example/a.mp3',
    'http://a.example/a.mp3',
    'https://localhost/a.mp3',
    `https://${'a'.repeat(98)}.example/a.mp3`,
    'https://[::1]/a.mp3',
    'not an address',
  ]) {
    expect(audioOrigin(bad)).toBeUndefined();
  }
});

it('refuses a hand-edited file whose audio host could write into the policy, or that plays from more than eight hosts, in one line each', () => {
  expect(problemsOf('content/episodes.json', file(['https://a.example;script-src-elem/ep1.mp3']), episodesFile)).toEqual([
    expect.stringMatching(/^content\/episodes\.json: episodes\[0\]\.audio\.url .*must be on a plain host name/),
  ]);
  const nine = Array.from({ length: 9 }, (_, i) => `https://cdn-${i}.example.com/a.mp3`);
  expect(problemsOf('content/episodes.json', file(nine), episodesFile)).toEqual([
    expect.stringMatching(/^content\/episodes\.json: episodes: must play audio from at most 8 hosts/),
  ]);
  expect(problemsOf('content/episodes.json', file([...nine.slice(0, 8), nine[0] ?? '']), episodesFile)).toEqual([]);
  expect(
    audioOrigins([
      { audio: { url: 'https://b.example/1.mp3' } },
      {},
      { audio: { url: 'https://a.example/2.mp3' } },
      { audio: { url: 'https://b.example/3.mp3' } },
    ]),
  ).toEqual(['https://b.example', 'https://a.example']);
});
