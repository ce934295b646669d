import type { Blog, BlogPosting, Graph, PodcastEpisode, PodcastSeries, WebPage } from 'schema-dts';
import { episodePath, showEpisodes } from '#model/episodes.ts';
import { publishedArticles, type PublishedArticle } from '#model/insights.ts';
import type { AddressedEpisode } from '#model/episodeSlugs.ts';
import { isoDurationOf } from '#model/schema/podcast.ts';
import { wordsOfNotes } from '#model/showNotes.ts';
import { publishedPaths } from '#model/published.ts';
import { readContent } from '#model/readContent.ts';
import type { Content } from '#model/registry.ts';
import { labelOf } from '#model/routes.ts';
import { absoluteUrl } from '#model/seo.ts';
import { articleCard } from './blog/card';
import { episodeCard } from './podcast/[slug]/card';
import { graph, personId, personReference } from './graphParts';

const person = () => ({ '@id': personId });

/** An article as search engines read it: its headline, dates, author and card. */
function posting(article: PublishedArticle): BlogPosting {
  const url = absoluteUrl(article.path);
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    url,
    mainEntityOfPage: url,
    inLanguage: 'en',
    image: absoluteUrl(articleCard(article).url),
    author: person(),
    isPartOf: { '@id': absoluteUrl('/blog') },
  };
}

const showId = () => absoluteUrl('/podcast');

/** An episode as search engines read it: its own page, date, running time, numbers, people, audio and show (by `@id`). */
function episodeNode(episode: AddressedEpisode): PodcastEpisode {
  const url = absoluteUrl(episodePath(episode));
  return {
    '@type': 'PodcastEpisode',
    '@id': `${url}#episode`,
    name: episode.title,
    url,
    datePublished: episode.date,
    timeRequired: isoDurationOf(episode.duration),
    ...(episode.description ? { description: wordsOfNotes(episode.description) } : {}),
    ...(episode.number ? { episodeNumber: episode.number } : {}),
    ...(episode.season ? { partOfSeason: { '@type': 'PodcastSeason', seasonNumber: episode.season, partOfSeries: { '@id': showId() } } } : {}),
    // Hosts and guests, as the feed names them (schema.org's Episode has them as its actors).
    ...(episode.people?.length
      ? { actor: episode.people.map(({ name, link }) => ({ '@type': 'Person' as const, name, ...(link ? { url: link } : {}) })) }
      : {}),
    ...(episode.audio ? { associatedMedia: { '@type': 'MediaObject', contentUrl: episode.audio.url, encodingFormat: episode.audio.type } } : {}),
    image: absoluteUrl(episodeCard(episode).url),
    partOfSeries: { '@id': showId() },
  };
}

/** The show, with each episode by its name and page (its page says the rest). */
function showNode(show: Content<'podcast'>): PodcastSeries {
  const hasPart = showEpisodes.map((episode): PodcastEpisode => {
    const { '@id': id, name, url, datePublished } = episodeNode(episode);
    return { '@type': 'PodcastEpisode', '@id': id, name, url, datePublished };
  });
  return { '@type': 'PodcastSeries', '@id': showId(), name: show.name, description: show.intro, url: showId(), author: person(), hasPart };
}

/**
 * The graphs of the pages that appear with the owner's content, by path: Insights as a blog of
 * its postings, each article as a posting, the show with its episodes, each episode (its show
 * named by `@id`, with enough to stand alone), the terms as a page.
 */
export function publishedGraphs(): Record<string, Graph> {
  const published = publishedPaths();
  const graphs: Record<string, Graph> = {};
  if (published.includes('/blog')) {
    const articles = publishedArticles();
    const blog: Blog = {
      '@type': 'Blog',
      '@id': absoluteUrl('/blog'),
      url: absoluteUrl('/blog'),
      name: labelOf('/blog'),
      description: readContent('blog').metaDescription,
      inLanguage: 'en',
      author: person(),
      blogPost: articles.map((article) => ({ '@id': `${absoluteUrl(article.path)}#article` })),
    };
    graphs['/blog'] = graph([blog, personReference()]);
    for (const article of articles) graphs[article.path] = graph([posting(article), personReference()]);
  }
  if (published.includes('/podcast')) {
    const show = readContent('podcast');
    graphs['/podcast'] = graph([showNode(show), personReference()]);
    const series: PodcastSeries = { '@type': 'PodcastSeries', '@id': showId(), name: show.name, url: showId() };
    for (const episode of showEpisodes) graphs[episodePath(episode)] = graph([episodeNode(episode), series, personReference()]);
  }
  if (published.includes('/terms')) {
    const terms = readContent('terms');
    const page: WebPage = {
      '@type': 'WebPage',
      '@id': absoluteUrl('/terms'),
      url: absoluteUrl('/terms'),
      name: terms.heading,
      description: terms.metaDescription,
      inLanguage: 'en',
      dateModified: terms.updated,
      about: person(),
    };
    graphs['/terms'] = graph([page, personReference()]);
  }
  return graphs;
}
