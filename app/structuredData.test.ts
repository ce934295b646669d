import { services } from '@/content/services';
import { site } from '@/content/site';
import { ventures } from '@/content/ventures';
import { profileGraph, serializeJsonLd } from './structuredData';

type Node = Record<string, unknown> & { '@type': string; '@id'?: string };

function nodes(): Node[] {
  const graph = JSON.parse(serializeJsonLd(profileGraph())) as { '@context': string; '@graph': Node[] };
  expect(graph['@context']).toBe('https://schema.org');
  return graph['@graph'];
}

const ofType = (type: string) => nodes().filter((node) => node['@type'] === type);

describe('structured data', () => {
  it('is a ProfilePage whose main entity is the Person', () => {
    const [page] = ofType('ProfilePage');
    const [person] = ofType('Person');
    expect(page?.mainEntity).toEqual({ '@id': person?.['@id'] });
    expect(person).toMatchObject({
      name: site.name,
      jobTitle: site.jobTitle,
      sameAs: site.socials.map((s) => s.href),
      address: { '@type': 'PostalAddress', addressLocality: 'London' },
    });
  });

  it('lists the eight ventures as organisations founded by the person, with their years', () => {
    const personId = ofType('Person')[0]?.['@id'];
    const orgs = ofType('Organization');
    expect(orgs.map((o) => o.name)).toEqual(ventures.map((v) => v.name));
    expect(orgs.map((o) => o.foundingDate)).toEqual(ventures.map((v) => v.foundedYear));
    for (const org of orgs) expect(org.founder).toEqual({ '@id': personId });
  });

  it('lists the six services and the podcast with its three episodes', () => {
    expect(ofType('Service').map((s) => s.name)).toEqual(services.map((s) => s.title));
    const [podcast] = ofType('PodcastSeries');
    expect(podcast?.name).toBe('OJ to the World');
    expect((podcast?.hasPart as Node[]).map((e) => e['@type'])).toEqual(['PodcastEpisode', 'PodcastEpisode', 'PodcastEpisode']);
  });

  it('gives every node a unique @id', () => {
    const ids = nodes().map((n) => n['@id']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('escapes "<" so content can never close the script element', () => {
    const json = serializeJsonLd({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }] });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});
