// The Insights page: the owner's articles, newest first. A page only once one is published
// (model/published.ts); until then /blog is the specification's not-found page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/pageMetadata';
import { ArticleMeta } from '@/components/ArticleMeta/ArticleMeta';
import { PageHero } from '@/components/PageHero/PageHero';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import data from '@/content/blog.json';
import { loadContent } from '#model/registry.ts';
import { publishedArticles } from '#model/insights.ts';
import { labelOf } from '#model/routes.ts';
import { container } from '@/styles/layout.css';
import { articlesFeed } from './feed';
// The not-found boundary every page carries draws its button with this sheet: linked here too,
// it is merged into the page's one stylesheet (scripts/pipeline/postbuild/merge-css.ts), as on the privacy page.
import '@/styles/a11y.css';
import * as styles from './page.css';

const copy = loadContent('blog', data);

export const metadata: Metadata = pageMetadata({ title: labelOf('/blog'), description: copy.metaDescription, path: '/blog', feed: articlesFeed });

export default function BlogPage() {
  const articles = publishedArticles();
  if (!articles.length) notFound();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={labelOf('/blog')} intro={copy.intro} image={copy.image} />
      <div className={`${container} ${styles.body}`}>
        <ol role="list" className={styles.list}>
          {articles.map((article) => (
            <li key={article.slug}>
              <article className={styles.item} aria-labelledby={`article-${article.slug}`}>
                <h2 id={`article-${article.slug}`} className={styles.title}>
                  <SiteLink href={article.path}>{article.title}</SiteLink>
                </h2>
                <ArticleMeta article={article} readingTime={copy.readingTime} />
                <p>{article.summary}</p>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
