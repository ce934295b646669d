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

describe('a list whose items have no id is joined by who each item is, never by place alone', () => {
  const testimonials = JSON.parse(readFileSync('tests/spec/content/testimonials.json', 'utf8'));
  const file = 'content/testimonials.json';
  const [alice, bob, third] = testimonials.testimonials;
  const list = (...items: unknown[]) => ({ ...testimonials, testimonials: items });
  const names = (bytes: Buffer | undefined) => parsed(bytes).testimonials.map((each: { name: string }) => each.name);

  it('a reorder here and an edit online land on the same person', () => {
    const online = list({ ...alice, company: 'Alice’s New Company' }, bob, third);
    const { bytes, clashes } = joinFile(file, text(list(alice, bob, third)), text(list(bob, alice, third)), text(online));
    expect(clashes).toEqual([]);
    expect(names(bytes)).toEqual([bob.name, alice.name, third.name]);
    const joined = parsed(bytes).testimonials;
    expect([joined[1].company, joined[0].company]).toEqual(['Alice’s New Company', bob.company]);
  });

  it('one person replaced by another here while online changed the first: he is asked, and nobody gets the other’s words', () => {
    const carol = { ...alice, name: 'Carol Example', company: 'Carol’s Company', text: 'Carol’s own words about the work.' };
    const online = list({ ...alice, position: 'Alice’s New Title' }, bob, third);
    const { bytes, clashes } = joinFile(file, text(list(alice, bob, third)), text(list(carol, bob, third)), text(online));
    expect(clashes.map(({ key, online: theirs, yours }) => [key, (theirs as { position?: string })?.position, yours])).toEqual([
      [`testimonials/[name=${alice.name}]`, 'Alice’s New Title', undefined],
    ]);
    expect(parsed(bytes).testimonials.find((each: { name: string }) => each.name === carol.name).position).toBe(carol.position);
  });

  it('a list of texts: one changed on each side in different places is joined; the same one changed both ways is asked', () => {
    const base = ['a@example.com', 'b@example.com'];
    const data = (emails: string[]) => Buffer.from(`${JSON.stringify({ emails }, null, 2)}\n`);
    const apart = joinFile('content/site.json', data(base), data(['a2@example.com', 'b@example.com']), data(['a@example.com', 'b2@example.com']));
    expect([parsed(apart.bytes).emails, apart.clashes]).toEqual([['a2@example.com', 'b2@example.com'], []]);
    const both = joinFile('content/site.json', data(base), data(['mine@example.com', 'b@example.com']), data(['theirs@example.com', 'b@example.com']));
    expect(both.clashes.map(({ key, online: theirs, yours }) => [key, theirs, yours])).toEqual([['emails/0', 'theirs@example.com', 'mine@example.com']]);
  });
});

it('never changes text that is not UTF-8 by reading it: both changed, the whole file is his to choose, each version byte for byte', () => {
  const file = 'content/home.json';
  const latin1 = (heading: string) => Buffer.from(`{\n  "heading": "${heading}",\n  "eyebrow": "Caf\u00e9"\n}\n`, 'latin1');
  const base = latin1('Base');
  const { bytes, clashes } = joinFile(file, base, latin1('Mine'), latin1('Theirs'));
  expect(clashes.map(({ key, online, yours }) => [key, online, yours])).toEqual([['', latin1('Theirs'), latin1('Mine')]]);
  expect(bytes?.equals(latin1('Mine'))).toBe(true);
  const chosen = joinFile(file, base, latin1('Mine'), latin1('Theirs'), { [`${file}#`]: 'online' });
  expect(chosen.bytes?.equals(latin1('Theirs'))).toBe(true);
});
