import { routes } from '#model/routes.ts';
import { readContent } from '#model/readContent.ts';
import { site } from '#model/site.ts';
import { jsonLdByRoute, serializeJsonLd } from './structuredData';

const { services } = readContent('services');
const { ventures } = readContent('ventures');

type Node = Record<string, unknown> & { '@type': string; '@id'?: string };

/** A route's nodes, as a crawler reads them from the serialised JSON. */
function nodesOf(path: string): Node[] {
  const json = jsonLdByRoute()[path];
  expect(json).not.toContain('<');
  const graph: { '@context': string; '@graph': Node[] } | undefined = json ? JSON.parse(json) : undefined;
  expect(graph?.['@context']).toBe('https://schema.org');
  return graph?.['@graph'] ?? [];
}

const ofType = (path: string, type: string) => nodesOf(path).filter((node) => node['@type'] === type);
const personId = 'https://oj.example.com/#person';

describe('structured data, per route', () => {
  it('gives every route a graph that names its page and the one person by @id', () => {
    expect(Object.keys(jsonLdByRoute()).sort()).toEqual(routes.map((route) => route.path).sort());
    for (const { path } of routes) {
      const [page] = nodesOf(path);
      expect(page?.url).toBe(`https://oj.example.com${path}`);
      expect(page?.mainEntity ?? page?.about).toEqual({ '@id': personId });
      expect(ofType(path, 'Person').map((person) => person['@id'])).toEqual([personId]);
      const ids = nodesOf(path).map((node) => node['@id']);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('about: a ProfilePage whose main entity is the Person, in full', () => {
    expect(ofType('/about', 'ProfilePage')).toHaveLength(1);
    expect(ofType('/about', 'Person')[0]).toMatchObject({
      name: site.name,
      jobTitle: site.jobTitle,
      sameAs: site.socials.map((s) => s.href),
      address: { '@type': 'PostalAddress', addressLocality: 'London' },
    });
  });

  it('ventures: the eight organisations founded by the person, with description, year and website where one exists', () => {
    const orgs = ofType('/ventures', 'Organization');
    expect(orgs.map((o) => o.name)).toEqual(ventures.map((v) => v.name));
    expect(orgs.map((o) => o.description)).toEqual(ventures.map((v) => v.description));
    expect(orgs.map((o) => o.foundingDate)).toEqual(ventures.map((v) => v.foundedYear));
    expect(orgs.map((o) => o.url)).toEqual(ventures.map((v) => v.website));
    for (const org of orgs) expect(org.founder).toEqual({ '@id': personId });
  });

  it('services: the six services, described, with the person as provider', () => {
    const nodes = ofType('/services', 'Service');
    expect(nodes.map((s) => s.name)).toEqual(services.map((s) => s.title));
    expect(nodes.map((s) => s.description)).toEqual(services.map((s) => s.description));
    for (const node of nodes) expect(node.provider).toEqual({ '@id': personId });
  });

  it('home: the podcast with its three episodes; contact: a ContactPage with the ways to reach the person', () => {
    const [podcast] = ofType('/', 'PodcastSeries');
    expect(podcast?.name).toBe('OJ to the World');
    expect((podcast?.hasPart as Node[]).map((e) => e['@type'])).toEqual(['PodcastEpisode', 'PodcastEpisode', 'PodcastEpisode']);
    expect(ofType('/', 'Organization')).toEqual([]); // the ventures are described where they are shown
    expect(ofType('/contact', 'ContactPage')).toHaveLength(1);
    expect(ofType('/contact', 'Person')[0]).toMatchObject({ email: `mailto:${site.emails[0].address}`, telephone: site.phones[0].dial });
  });

  it('escapes "<" so content can never close the script element', () => {
    const json = serializeJsonLd({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }] });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});
