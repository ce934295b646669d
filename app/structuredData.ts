// Each page's JSON-LD, read from the data files at build time alone (inlined by the post-build).
import type { ContactPage, Graph, Organization, Person, PodcastEpisode, PodcastSeries, ProfilePage, Service, WebPage } from 'schema-dts';
import { onSiteTeased, pageOfTeased } from '#model/episodes.ts';
import { isoDurationOf } from '#model/schema/podcast.ts';
import { absoluteUrl } from '#model/seo.ts';
import { homeTitle, site } from '#model/site.ts';
import { readContent } from '#model/readContent.ts';
import { registry, type ContentName, type Entry } from '#model/registry.ts';
import { labelOf, routes, type PagePath } from '#model/routes.ts';
import { photoUrl } from '@/lib/photos/sources';
import { graph, personId, personReference } from './graphParts';
import { publishedGraphs } from './publishedGraphs';

function personContact() {
  return {
    email: `mailto:${site.emails[0].address}`,
    telephone: site.phones[0].dial,
    address: { '@type': 'PostalAddress', addressLocality: site.locality, addressCountry: site.country },
    sameAs: site.socials.map((social) => social.href),
  } satisfies Partial<Exclude<Person, string>>;
}

export function personNode(): Person {
  return {
    ...personReference(),
    alternateName: site.brand,
    jobTitle: site.jobTitle,
    description: site.blurb,
    image: photoUrl(readContent('home').about.image),
    ...personContact(),
  };
}

export function ventureNodes(): Organization[] {
  return readContent('ventures').ventures.map((venture) => ({
    '@type': 'Organization',
    '@id': absoluteUrl(`/ventures#${venture.id}`),
    name: venture.name,
    description: venture.description,
    foundingDate: venture.foundedYear,
    founder: { '@id': personId },
    ...(venture.website ? { url: venture.website } : {}),
  }));
}

export function serviceNodes(): Service[] {
  return readContent('services').services.map((service) => ({
    '@type': 'Service',
    '@id': absoluteUrl(`/services#${service.id}`),
    name: service.title,
    description: service.description,
    url: absoluteUrl(`/services#${service.id}`),
    provider: { '@id': personId },
    areaServed: 'Worldwide',
  }));
}

const withPage = (path: string | undefined) => (path ? { url: absoluteUrl(path) } : {});

export function podcastNode(): PodcastSeries {
  const { episodes, ...podcast } = readContent('podcast');
  const episodeNodes: PodcastEpisode[] = onSiteTeased(episodes).map((episode) => ({
    '@type': 'PodcastEpisode',
    '@id': absoluteUrl(`/#${episode.id}`),
    name: episode.title,
    datePublished: episode.date,
    timeRequired: isoDurationOf(episode.duration),
    image: photoUrl(episode.image),
    ...withPage(pageOfTeased(episode)),
  }));
  return {
    '@type': 'PodcastSeries',
    '@id': absoluteUrl('/#podcast'),
    name: podcast.name,
    description: podcast.intro,
    url: absoluteUrl('/#podcast'),
    author: { '@id': personId },
    hasPart: episodeNodes,
  };
}

function descriptionOf(path: PagePath): string {
  const name = (Object.keys(registry) as (keyof typeof registry)[]).find((key) => (registry[key] as Entry).route?.path === path);
  const content = name && (registry[name] as Entry).content ? (name as ContentName) : undefined;
  return (content && (readContent(content) as { metaDescription?: string }).metaDescription) || '';
}

function pageFields(path: PagePath, name = labelOf(path)) {
  return { '@id': absoluteUrl(path), url: absoluteUrl(path), name, description: descriptionOf(path), inLanguage: 'en' };
}

function aboutPerson(path: PagePath, name?: string): WebPage {
  return { '@type': 'WebPage', ...pageFields(path, name), about: { '@id': personId } };
}

/** A page added to model/registry.ts with no graph of its own. */
function pageGraph(path: PagePath): Graph {
  return graph([aboutPerson(path), personReference()]);
}

/** Every node names the person by one `@id`. */
export function graphsByRoute(): Record<PagePath, Graph> {
  const profile: ProfilePage = { '@type': 'ProfilePage', ...pageFields('/about'), mainEntity: { '@id': personId } };
  const contact: ContactPage = { '@type': 'ContactPage', ...pageFields('/contact'), about: { '@id': personId } };
  const own: Partial<Record<PagePath, Graph>> = {
    '/': graph([aboutPerson('/', homeTitle), personReference(), podcastNode()]),
    '/about': graph([profile, personNode()]),
    '/services': graph([aboutPerson('/services'), personReference(), ...serviceNodes()]),
    '/ventures': graph([aboutPerson('/ventures'), personReference(), ...ventureNodes()]),
    '/contact': graph([contact, { ...personReference(), ...personContact() }]),
  };
  return Object.fromEntries(routes.map(({ path }) => [path, own[path as PagePath] ?? pageGraph(path as PagePath)])) as Record<PagePath, Graph>;
}

/** `<` escaped, so no text can close the tag. */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function jsonLdByRoute(): Record<string, string> {
  return Object.fromEntries(Object.entries({ ...graphsByRoute(), ...publishedGraphs() }).map(([path, graph]) => [path, serializeJsonLd(graph)]));
}
