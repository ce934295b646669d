import type { Metadata } from 'next';
import type { EpisodePath } from '#model/episodes.ts';
import type { BuiltPath } from '#model/routes.ts';
import { openGraphDefaults, shareImage, titles } from '#model/seo.ts';

interface PageMetadataInput {
  /** Page title, set in the site's title template (or as is, when `absolute`). */
  title: string;
  /** Unique description, over 50 characters. */
  description: string;
  /** Path of the page, for its canonical URL: a page of the registry (model/registry.ts), an article of Insights, or an episode of the show. A path no page has does not compile. */
  path: BuiltPath | `/blog/${string}` | EpisodePath;
  /** Use the title without the template (the home page). */
  absolute?: boolean;
  /** A feed the page announces (`<link rel="alternate">`): its path on the site (the articles'), or its address (the show's, at its host); and its title. */
  feed?: { path: `/${string}` | `https://${string}`; title: string };
  /** An article or an episode: its share card and date of publication, for link previews. */
  article?: { card: { url: string; alt: string }; publishedTime: string };
}

/** A route's metadata: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, absolute = false, feed, article }: PageMetadataInput): Metadata {
  const fullTitle = absolute ? title : titles.template.replace('%s', title);
  const image = article ? { ...shareImage, ...article.card } : shareImage;
  return {
    title: absolute ? { absolute: title } : title,
    description,
    alternates: { canonical: path, ...(feed ? { types: { 'application/rss+xml': [{ url: feed.path, title: feed.title }] } } : {}) },
    openGraph: article
      ? { ...openGraphDefaults, type: 'article', publishedTime: article.publishedTime, url: path, title: fullTitle, description, images: [image] }
      : { ...openGraphDefaults, url: path, title: fullTitle, description },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
