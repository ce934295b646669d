import type { Metadata } from 'next';
import { openGraphDefaults, shareImage, titles } from '@/content/seo';

interface PageMetadataInput {
  /** Page title, set in the site's title template (or as is, when `absolute`). */
  title: string;
  /** Unique description, over 50 characters. */
  description: string;
  /** Path of the page, for its canonical URL. */
  path: '/' | `/${string}`;
  /** Use the title without the template (the home page). */
  absolute?: boolean;
}

/** A route's metadata: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, absolute = false }: PageMetadataInput): Metadata {
  const fullTitle = absolute ? title : titles.template.replace('%s', title);
  return {
    title: absolute ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { ...openGraphDefaults, url: path, title: fullTitle, description },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [shareImage] },
  };
}
