import type { Graph, Organization, Person, PodcastEpisode, PodcastSeries, ProfilePage, Service } from 'schema-dts';
import { homePage } from '@/content/home';
import { episodes, podcastSection } from '@/content/podcast';
import { absoluteUrl } from '@/content/seo';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { ventures } from '@/content/ventures';

const personId = absoluteUrl('/#person');

/** The person the site is about, with the social profiles as `sameAs`. */
export function personNode(): Person {
  return {
    '@type': 'Person',
    '@id': personId,
    name: site.name,
    alternateName: site.brand,
    jobTitle: site.jobTitle,
    description: site.blurb,
    url: absoluteUrl('/'),
    email: `mailto:${site.emails[0].address}`,
    telephone: site.phones[0].dial,
    image: homePage.about.image.src,
    address: { '@type': 'PostalAddress', addressLocality: site.locality, addressCountry: site.country },
    sameAs: site.socials.map((social) => social.href),
  };
}

// The entities are kept lean (names, links, dates): their descriptions are on the pages
// themselves, and the home page's HTML must fit one round trip.

/** Every venture, as an organisation founded by the person. */
export function ventureNodes(): Organization[] {
  return ventures.map((venture) => ({
    '@type': 'Organization',
    '@id': absoluteUrl(`/ventures#${venture.id}`),
    name: venture.name,
    foundingDate: venture.foundedYear,
    founder: { '@id': personId },
    ...(venture.website ? { url: venture.website } : {}),
  }));
}

/** Every service, offered by the person. */
export function serviceNodes(): Service[] {
  return services.map((service) => ({
    '@type': 'Service',
    '@id': absoluteUrl(`/services#${service.id}`),
    name: service.title,
    url: absoluteUrl(`/services#${service.id}`),
    provider: { '@id': personId },
    areaServed: 'Worldwide',
  }));
}

/** The podcast and its teaser episodes. */
export function podcastNode(): PodcastSeries {
  const episodeNodes: PodcastEpisode[] = episodes.map((episode) => ({
    '@type': 'PodcastEpisode',
    '@id': absoluteUrl(`/#${episode.id}`),
    name: episode.title,
    datePublished: episode.date,
    timeRequired: episode.isoDuration,
    image: episode.image.src,
  }));
  return {
    '@type': 'PodcastSeries',
    '@id': absoluteUrl('/#podcast'),
    name: podcastSection.name,
    description: podcastSection.intro,
    url: absoluteUrl('/#podcast'),
    author: { '@id': personId },
    hasPart: episodeNodes,
  };
}

/** The home page's graph: a profile page about the person, their ventures, services and podcast. */
export function profileGraph(): Graph {
  const page: ProfilePage = {
    '@type': 'ProfilePage',
    '@id': absoluteUrl('/'),
    url: absoluteUrl('/'),
    name: homePage.metaTitle,
    description: homePage.metaDescription,
    inLanguage: 'en',
    mainEntity: { '@id': personId },
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [page, personNode(), ...ventureNodes(), ...serviceNodes(), podcastNode()],
  };
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
