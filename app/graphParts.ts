import type { Graph, Person, Thing } from 'schema-dts';
import { absoluteUrl } from '#model/seo.ts';
import { site } from '#model/site.ts';

/** The one `@id` of the person, by which every page's nodes name them. */
export const personId = absoluteUrl('/#person');

/**
 * The person as the pages name them: enough to stand alone, and one `@id` everywhere, so
 * crawlers join the nodes. (Each page's HTML must fit one round trip, so most pages say no more.)
 */
export function personReference() {
  return { '@type': 'Person', '@id': personId, name: site.name, url: absoluteUrl('/') } satisfies Person;
}

/** A page's JSON-LD: its nodes in one graph. */
export const graph = (nodes: Thing[]): Graph => ({ '@context': 'https://schema.org', '@graph': nodes });
