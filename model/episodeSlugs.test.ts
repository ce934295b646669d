import { addressed, slugOf, withSlugs, withStored, type AddressedEpisode, type UnaddressedEpisode } from './episodeSlugs.ts';

// Each episode's address under /podcast/: made once from its title, unique, and kept from one
// refresh to the next however the feed retitles the episode.

const episode = (id: `ep-${string}`, title: string, more: Partial<AddressedEpisode> = {}): UnaddressedEpisode & { slug?: string } => ({
  id,
  title,
  date: `2026-10-${id.slice(-2)}`,
  ...more,
});

it('makes an address of a title’s words, accents dropped, cut at a word, the number where it has no letter of a-z', () => {
  expect(slugOf('Carve-outs: Day 1 & the 100 Days After', 'ep-012')).toBe('carve-outs-day-1-the-100-days-after');
  expect(slugOf('Équipes réparties — São Paulo', 'ep-003')).toBe('equipes-reparties-sao-paulo');
  expect(slugOf('并购整合', 'ep-007')).toBe('ep-007');
  const long = slugOf('Why every integration plan needs a second plan for the day the first one meets reality', 'ep-001');
  expect([long, long.length <= 60]).toEqual(['why-every-integration-plan-needs-a-second-plan-for-the-day', true]);
});

it('keeps each address the last refresh gave, by guid, page or audio, whatever the title has become', () => {
  const audio = { url: 'https://cdn.example.com/3.mp3', type: 'audio/mpeg' };
  const before = withSlugs(
    [episode('ep-03', 'Third', { audio }), episode('ep-02', 'Second', { link: 'https://show.example/2' }), episode('ep-01', 'First', { guid: 'abc' })],
    undefined,
  );
  expect(before.map(({ slug }) => slug)).toEqual(['third', 'second', 'first']);
  const after = withSlugs(
    [
      episode('ep-04', 'Fourth'),
      episode('ep-03', 'Third, retitled', { audio }),
      episode('ep-02', 'Second, retitled', { link: 'https://show.example/2' }),
      episode('ep-01', 'First, retitled', { guid: 'abc', date: '2026-09-01' }),
    ],
    { episodes: before },
  );
  expect(after.map(({ id, slug }) => [id, slug])).toEqual([
    ['ep-04', 'fourth'],
    ['ep-03', 'third'],
    ['ep-02', 'second'],
    ['ep-01', 'first'],
  ]);
});

it('never passes an address on by date alone, nor between episodes the feed names apart by their guids', () => {
  const before = withSlugs([episode('ep-01', 'Leaving', { guid: 'old', link: 'https://show.example/1' })], undefined);
  const sameDay = withSlugs([episode('ep-02', 'Arriving', { date: before[0]?.date ?? '' })], { episodes: before });
  expect(sameDay[0]?.slug).toBe('arriving');
  const samePage = withSlugs([episode('ep-02', 'Arriving', { guid: 'new', link: 'https://show.example/1' })], { episodes: before });
  expect(samePage[0]?.slug).toBe('arriving');
});

it('gives each episode an address of its own: a later episode of the same title, or of a title an earlier one had, is numbered', () => {
  const stored = withSlugs([episode('ep-01', 'Q&A', { guid: 'one' })], undefined);
  const next = withSlugs([episode('ep-03', 'Q&A'), episode('ep-02', 'Q & A'), episode('ep-01', 'Q&A, the first', { guid: 'one' })], { episodes: stored });
  expect(next.map(({ slug }) => slug)).toEqual(['q-a-3', 'q-a-2', 'q-a']);
  expect(new Set(next.map(({ slug }) => slug)).size).toBe(3);
});

it('gives no episode a name a host or the site keeps for itself', () => {
  const named = withSlugs(
    ['Index', '404', '200', 'Admin', 'About', 'Feed', 'Con', 'Index, part two', 'Page', 'Season'].map((title, index) =>
      episode(`ep-${String(index).padStart(2, '0')}`, title),
    ),
    undefined,
  );
  expect(named.map(({ slug }) => slug)).toEqual([
    'index-episode',
    '404-episode',
    '200-episode',
    'admin-episode',
    'about-episode',
    'feed-episode',
    'con-episode',
    'index-part-two',
    // The show's listing has its further pages and seasons there (model/showListing.ts).
    'page-episode',
    'season-episode',
  ]);
  expect(addressed([episode('ep-01', 'Index', { slug: 'index' })])[0]?.slug).toBe('index-episode');
});

it('writes the address beside the number, and reads a file of another shape as having none', () => {
  expect(Object.keys(withSlugs([episode('ep-01', 'First')], 'not a file')[0] ?? {}).slice(0, 2)).toEqual(['id', 'slug']);
  expect(withSlugs([episode('ep-01', 'First')], { episodes: [{ slug: 7 }] })[0]?.slug).toBe('first');
});

it('gives an episode a file holds without an address (an older refresh wrote it) the one the refresh would, keeping each it has', () => {
  const file = [episode('ep-03', 'Q&A', { slug: 'kept' }), episode('ep-02', 'Q&A'), episode('ep-01', 'Q&A')];
  expect(addressed(file).map(({ slug }) => slug)).toEqual(['kept', 'q-a-2', 'q-a']);
  const unaddressed = file.map((each) => ({ ...each, slug: undefined }));
  expect(addressed(unaddressed)).toEqual(withSlugs(unaddressed, undefined));
});

it('knows each episode again when the show moves host (every guid, page and audio new), by its title on its day, else its audio’s length on its day', () => {
  const at = (host: string, n: number, title = `Real episode ${n}`) =>
    episode(`ep-0${n}`, title, {
      guid: `${host}-${n}`,
      link: `https://${host}.example/${n}`,
      audio: { url: `https://${host}.example/${n}.mp3`, type: 'audio/mpeg', length: 40_000_000 + n },
    });
  const before = withStored([1, 2, 3, 4, 5].map((n) => at('old', n)).reverse(), undefined).episodes;
  const { episodes: after, kept } = withStored([1, 2, 3, 4, 5].map((n) => at('new', n, n === 3 ? 'Retitled on the new host' : undefined)).reverse(), {
    episodes: before,
  });
  expect(kept).toEqual([]);
  expect(after.map(({ slug, guid }) => [slug, guid])).toEqual(before.map(({ slug }, index) => [slug, `new-${5 - index}`]));
  // Two guids both still in the feed are two episodes, whatever else they share.
  const both = withStored([at('new', 6, 'Real episode 1'), ...after.map((each) => ({ ...each, slug: undefined }))], { episodes: after }).episodes;
  expect(both.map(({ slug }) => slug)).toEqual(['real-episode-1-2', ...after.map(({ slug }) => slug)]);
});

it('never takes a page the feed gives several items for as an episode’s identity: no address moves to another episode', () => {
  const talk = (n: number) =>
    episode(`ep-0${n}`, `Talk ${n}`, { link: 'https://show.example/talks', audio: { url: `https://cdn.example/talk-${n}.mp3`, type: 'audio/mpeg' } });
  const before = withStored([3, 2, 1].map(talk), undefined).episodes;
  const after = withStored([5, 4, 3, 2, 1].map(talk), { episodes: before }).episodes;
  expect(after.map(({ title, slug }) => [title, slug])).toEqual([5, 4, 3, 2, 1].map((n) => [`Talk ${n}`, `talk-${n}`]));
});

it('lends no address on a guess: another episode on the day one left, with the same placeholder length, has an address of its own', () => {
  const item = (guid: string, title: string, length: number, date = '2026-11-20') =>
    episode(`ep-${guid}`, title, {
      guid,
      date,
      link: `https://show.example/${guid}`,
      audio: { url: `https://cdn.example/${guid}.mp3`, type: 'audio/mpeg', length },
    });
  const others = [item('guid-c', 'An Older One', 52_000_000, '2026-11-13'), item('guid-d', 'The First', 48_000_000, '2026-11-06')];
  const before = withStored([item('guid-a', 'Why I Left My Firm', 1000), ...others], undefined).episodes;
  expect(before[0]?.slug).toBe('why-i-left-my-firm');
  const after = withStored([item('guid-b', 'Sponsored: A Word From Our Partner', 1000), ...others], { episodes: before }).episodes;
  const slugOfGuid = (episodes: readonly AddressedEpisode[], guid: string) => episodes.find((each) => each.guid === guid)?.slug;
  expect(slugOfGuid(after, 'guid-b')).toBe('sponsored-a-word-from-our-partner');
  expect(after.filter(({ slug }) => slug === 'why-i-left-my-firm').map(({ guid }) => guid)).toEqual(['guid-a']); // kept by the one it was given to, or by none
  expect([slugOfGuid(after, 'guid-c'), slugOfGuid(after, 'guid-d')]).toEqual(['an-older-one', 'the-first']);
  // One episode's new guid is no host move, even with a real length of its own on its day.
  const real = withStored([item('guid-e', 'Another Talk', 61_000_000), ...others], {
    episodes: withStored([item('guid-a', 'Why I Left My Firm', 61_000_000), ...others], undefined).episodes,
  }).episodes;
  expect(slugOfGuid(real, 'guid-e')).toBe('another-talk');
});
