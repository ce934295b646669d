/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { joinFile } from './join.ts';

const ventures = JSON.parse(readFileSync('tests/spec/content/ventures.json', 'utf8'));
const text = (data: unknown) => Buffer.from(`${JSON.stringify(data, null, 2)}\n`);
const parsed = (bytes: Buffer | undefined) => JSON.parse(String(bytes));
const venture = (data: typeof ventures, id: string) => data.ventures.find((each: { id: string }) => each.id === id);

it('joins two changes of one data file by field, neighbours included, and by list item, known by its id', () => {
  const [first, second, third] = ventures.ventures;
  const online = { ...ventures, heading: 'Ventures Online', ventures: [{ ...first, name: 'OJ Solutions Ltd' }, ...ventures.ventures.slice(1)] };
  const yours = {
    ...ventures,
    eyebrow: 'What I Build', // the line before the heading
    ventures: [first, { ...third, description: 'His words.' }, second, ...ventures.ventures.slice(3), { ...third, id: 'oj-new', name: 'OJ New' }],
  };
  const { bytes, clashes } = joinFile('content/ventures.json', text(ventures), text(yours), text(online));
  expect(clashes).toEqual([]);
  const joined = parsed(bytes);
  expect([joined.eyebrow, joined.heading]).toEqual(['What I Build', 'Ventures Online']);
  expect(joined.ventures.map(({ id }: { id: string }) => id)).toEqual(yours.ventures.map(({ id }: { id: string }) => id)); // his order, his addition
  expect([venture(joined, first.id).name, venture(joined, third.id).description]).toEqual(['OJ Solutions Ltd', 'His words.']);
});

it('takes the other side’s additions into his order, and a removal on one side where the other left the item as it was', () => {
  const [first, second, third] = ventures.ventures;
  const online = { ...ventures, ventures: [...ventures.ventures.filter(({ id }: { id: string }) => id !== second.id), { ...first, id: 'oj-online' }] };
  const yours = { ...ventures, ventures: [{ ...first, id: 'oj-his' }, ...ventures.ventures.filter(({ id }: { id: string }) => id !== third.id)] };
  const joined = parsed(joinFile('content/ventures.json', text(ventures), text(yours), text(online)).bytes);
  expect(joined.ventures.map(({ id }: { id: string }) => id)).toEqual([
    'oj-his',
    ...ventures.ventures.map(({ id }: { id: string }) => id).filter((id: string) => id !== second.id && id !== third.id),
    'oj-online',
  ]);
});

it('names each field both changed, with both versions, and takes his choice of each when he has made it', () => {
  const online = { ...ventures, heading: 'Theirs', ventures: ventures.ventures.slice(1) };
  const yours = { ...ventures, heading: 'Mine', ventures: [{ ...ventures.ventures[0], name: 'Renamed' }, ...ventures.ventures.slice(1)] };
  const file = 'content/ventures.json';
  const { clashes } = joinFile(file, text(ventures), text(yours), text(online));
  expect(clashes.map(({ key, at, online: theirs, yours: mine }) => ({ key, at, theirs, mine: typeof mine === 'object' ? 'the venture' : mine }))).toEqual([
    { key: 'heading', at: ['heading'], theirs: 'Theirs', mine: 'Mine' },
    { key: 'ventures/[id=oj-solutions]', at: ['ventures', 0], theirs: undefined, mine: 'the venture' },
  ]);
  const chosen = joinFile(file, text(ventures), text(yours), text(online), {
    [`${file}#heading`]: 'online',
    [`${file}#ventures/[id=oj-solutions]`]: 'yours',
  });
  expect(chosen.clashes).toEqual([]);
  expect([parsed(chosen.bytes).heading, venture(parsed(chosen.bytes), 'oj-solutions').name]).toEqual(['Theirs', 'Renamed']);
});

it('joins an article by front-matter field and body, and a photo or a file that is no data as a whole', () => {
  const article = (title: string, summary: string, body: string) =>
    Buffer.from(`---\ntitle: ${title}\ndate: 2026-11-20\nsummary: ${summary}\n---\n\n${body}\n`);
  const joined = joinFile(
    'content/insights/day-one.md',
    article('Day One', 'Short.', 'Text.'),
    article('Day One', 'Short.', 'His text.'),
    article('Day 1', 'Short.', 'Text.'),
  );
  expect([String(joined.bytes), joined.clashes]).toEqual(['---\ntitle: Day 1\ndate: 2026-11-20\nsummary: Short.\n---\n\nHis text.\n', []]);
  const both = joinFile('content/insights/day-one.md', article('A', 'S', 'Text.'), article('A', 'S', 'Mine.'), article('A', 'S', 'Theirs.'));
  expect(both.clashes.map(({ key }) => key)).toEqual(['body']);
  const photo = joinFile('content/photos/team.jpg', Buffer.from('a'), Buffer.from('b'), Buffer.from('c'));
  expect(photo.clashes.map(({ key, at }) => [key, at])).toEqual([['', []]]);
  expect(
    String(joinFile('content/photos/team.jpg', Buffer.from('a'), Buffer.from('b'), Buffer.from('c'), { 'content/photos/team.jpg#': 'online' }).bytes),
  ).toBe('c');
  expect(joinFile('content/photos/team.jpg', Buffer.from('a'), undefined, Buffer.from('a')).bytes).toBeUndefined(); // his removal
});
