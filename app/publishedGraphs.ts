import type { Blog, BlogPosting, Graph, PodcastEpisode, PodcastSeries, WebPage } from 'schema-dts';
import { showEpisodes } from '#model/episodes.ts';
import { publishedArticles, type PublishedArticle } from '#model/insights.ts';
import { isoDurationOf } from '#model/schema/podcast.ts';
import { publishedPaths } from '#model/published.ts';
import { readContent } from '#model/readContent.ts';
import { labelOf } from '#model/routes.ts';
import { absoluteUrl } from '#model/seo.ts';
import { articleCard } from './blog/card';
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

/** Every episode of the show, and the show. */
function showNode(): PodcastSeries {
  const episodes: PodcastEpisode[] = showEpisodes.map((episode) => ({
    '@type': 'PodcastEpisode',
    '@id': absoluteUrl(`/podcast#${episode.id}`),
    name: episode.title,
    datePublished: episode.date,
    timeRequired: isoDurationOf(episode.duration),
    ...(episode.description ? { description: episode.description } : {}),
    ...(episode.link ? { url: episode.link } : {}),
    ...(episode.audio ? { associatedMedia: { '@type': 'MediaObject', contentUrl: episode.audio.url, encodingFormat: episode.audio.type } } : {}),
  }));
  const show = readContent('podcast');
  return { '@type': 'PodcastSeries', '@id': absoluteUrl('/podcast'), name: show.name, description: show.intro, url: absoluteUrl('/podcast'), author: person(), hasPart: episodes };
}

/**
 * The graphs of the pages that appear with the owner's content, by path: Insights as a blog of
 * its postings, each article as a posting, the show with every episode, the terms as a page.
 */
export function publishedGraphs(): Record<string, Graph> {
  const published = publishedPaths();
  const graphs: Record<string, Graph> = {};
  if (published.includes('/blog')) {
    const articles = publishedArticles();
    const blog: Blog = { '@type': 'Blog', '@id': absoluteUrl('/blog'), url: absoluteUrl('/blog'), name: labelOf('/blog'), description: readContent('blog').metaDescription, inLanguage: 'en', author: person(), blogPost: articles.map((article) => ({ '@id': `${absoluteUrl(article.path)}#article` })) };
    graphs['/blog'] = graph([blog, personReference()]);
    for (const article of articles) graphs[article.path] = graph([posting(article), personReference()]);
  }
  if (published.includes('/podcast')) graphs['/podcast'] = graph([showNode(), personReference()]);
  if (published.includes('/terms')) {
    const terms = readContent('terms');
    const page: WebPage = { '@type': 'WebPage', '@id': absoluteUrl('/terms'), url: absoluteUrl('/terms'), name: terms.heading, description: terms.metaDescription, inLanguage: 'en', dateModified: terms.updated, about: person() };
    graphs['/terms'] = graph([page, personReference()]);
  }
  return graphs;
}
