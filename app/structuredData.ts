// Each page's JSON-LD, from the data files its page shows, read from the disk (`readContent`):
// this runs at build time alone (app/structured-data.json, inlined by the post-build), never in a page's code.
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

/** How to reach the person, with the social profiles as `sameAs`: on /about and /contact. */
function personContact() {
  return {
    email: `mailto:${site.emails[0].address}`,
    telephone: site.phones[0].dial,
    address: { '@type': 'PostalAddress', addressLocality: site.locality, addressCountry: site.country },
    sameAs: site.socials.map((social) => social.href),
  } satisfies Partial<Exclude<Person, string>>;
}

/** The person the site is about, in full. */
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

/** Every venture, as an organisation founded by the person. */
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

/** Every service, offered by the person. */
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

/** A teased episode's page on the site, where the show stores it. */
const withPage = (path: string | undefined) => (path ? { url: absoluteUrl(path) } : {});

/** The podcast and its teaser episodes. */
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

/**
 * A page's description: its data file's `metaDescription` (the file its entry in
 * model/registry.ts names), or none.
 */
function descriptionOf(path: PagePath): string {
  const name = (Object.keys(registry) as (keyof typeof registry)[]).find((key) => (registry[key] as Entry).route?.path === path);
  const content = name && (registry[name] as Entry).content ? (name as ContentName) : undefined;
  return (content && (readContent(content) as { metaDescription?: string }).metaDescription) || '';
}

/** What every page node says: its URL, title (its label in navigation, unless another) and description. */
function pageFields(path: PagePath, name = labelOf(path)) {
  return { '@id': absoluteUrl(path), url: absoluteUrl(path), name, description: descriptionOf(path), inLanguage: 'en' };
}

/** A page about the person. */
function aboutPerson(path: PagePath, name?: string): WebPage {
  return { '@type': 'WebPage', ...pageFields(path, name), about: { '@id': personId } };
}

/** A page with no graph of its own (a page added to model/registry.ts): a web page about the person. */
function pageGraph(path: PagePath): Graph {
  return graph([aboutPerson(path), personReference()]);
}

/**
 * Each route's graph: the page, and the things it shows, all naming the person by one `@id`.
 * Home: the podcast it introduces; About: the person in full; Services: the services; Ventures:
 * the organisations; Contact: the person with the ways to reach them; any other page, `pageGraph`.
 */
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

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Each route's JSON-LD, serialised once here, by path: the post-build step inlines each as it is. */
export function jsonLdByRoute(): Record<string, string> {
  return Object.fromEntries(Object.entries({ ...graphsByRoute(), ...publishedGraphs() }).map(([path, graph]) => [path, serializeJsonLd(graph)]));
}
