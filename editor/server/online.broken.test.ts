/**
 * @jest-environment node
 */
// A content file broken online (issue 85): never brought onto his computer as nothing new; both
// sides of the choice said in his words, on real git repositories (./online.harness.ts).
import { changeOnline, json, online, read, repos, specData } from './online.harness.ts';
import { putOnline } from './online.ts';

const key = 'content/home.json#';

it('puts a data file broken online to him as a choice, both sides named, and sends his version in its place when he keeps it', async () => {
  const his = read(repos.owner, 'content/home.json');
  changeOnline({ 'content/home.json': '{ "hero": ' }, 'A hand’s edit, elsewhere');
  const asked = await putOnline(repos.owner);
  expect(asked).toEqual({
    online: false,
    words:
      'Not online yet: Home page changed online to a version the site cannot read. Choose which to keep of each, then press Put it online with these. Until then your changes stay on this computer.',
    choose: [
      {
        key,
        where: 'Home page',
        online: 'the version online, which the site cannot use (its file is not a data file the site can use)',
        yours: 'your version, which the site can use',
      },
    ],
  });
  expect(read(repos.owner, 'content/home.json')).toBe(his); // not brought here
  const sent = await putOnline(repos.owner, { [key]: 'yours' });
  expect(sent.online).toBe(true);
  expect(online('content/home.json')).toBe(his.trimEnd());
});

it('names what the site would refuse in each side of a whole-file choice, and takes a readable change from online as it always did', async () => {
  changeOnline({ 'content/home.json': (now) => ({ ...now, metaDescription: 'Changed online, readable.' }) });
  expect((await putOnline(repos.owner)).online).toBe(true);
  expect(JSON.parse(read(repos.owner, 'content/home.json')).metaDescription).toBe('Changed online, readable.');
  // A field the schema refuses, online: said as the build says it.
  changeOnline({ 'content/home.json': json({ ...specData('home'), metaDescription: '' }) });
  const asked = await putOnline(repos.owner);
  expect(asked.choose?.[0]?.online).toMatch(/^the version online, which the site cannot use \(“Description for search results”/);
});
