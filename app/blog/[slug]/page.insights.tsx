// One article: its title over its cover (else the Insights backdrop), date and reading time,
// text, the older and newer articles, and the closing call to action. The cover is the page's
// one photo before its largest paint, as every page's hero is. Only published articles are pages;
// any other address under /blog/ is the not-found page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/pageMetadata';
import { CallToAction } from '@/components/CallToAction/CallToAction';
import { Newsletter } from '@/components/Newsletter/Newsletter';
import { ArticleMeta } from '@/components/ArticleMeta/ArticleMeta';
import { PageHero } from '@/components/PageHero/PageHero';
import { Prose } from '@/components/Prose/Prose';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import data from '@/content/blog.json';
import { loadContent } from '#model/registry.ts';
import { publishedArticles } from '#model/insights.ts';
import { labelOf } from '#model/routes.ts';
import { callToAction } from '#model/site.ts';
import { container } from '@/styles/layout.css';
import { articleCard, noArticleYet } from '../card';
import { articlesFeed } from '../feed';
import * as styles from './page.css';

const copy = loadContent('blog', data);

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return publishedArticles()
    .map(({ slug }) => ({ slug }))
    .concat(noArticleYet());
}

/** The article at `slug`, with its older and newer neighbours, or the not-found page. */
async function articleAt(params: Props['params']) {
  const { slug } = await params;
  const articles = publishedArticles();
  const index = articles.findIndex((article) => article.slug === slug);
  const article = articles[index];
  if (!article) notFound();
  return { article, newer: articles[index - 1], older: articles[index + 1] };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { article } = await articleAt(params);
  return pageMetadata({
    title: article.title,
    description: article.summary,
    path: article.path,
    feed: articlesFeed,
    article: { card: articleCard(article), publishedTime: article.date },
  });
}

export default async function ArticlePage({ params }: Props) {
  const { article, newer, older } = await articleAt(params);
  return (
    <>
      <PageHero eyebrow={labelOf('/blog')} heading={article.title} intro={article.summary} image={article.cover ?? copy.image} />
      <div className={`${container} ${styles.body}`}>
        <ArticleMeta article={article} readingTime={copy.readingTime} />
        <Prose markdown={article.body} />
        <Newsletter />
        <nav aria-label={`${labelOf('/blog')}: more articles`} className={styles.sequel}>
          {older ? <SiteLink href={older.path}>{`${copy.previous}: ${older.title}`}</SiteLink> : <span />}
          {newer ? <SiteLink href={newer.path}>{`${copy.next}: ${newer.title}`}</SiteLink> : null}
        </nav>
      </div>
      <CallToAction id="contact-cta" copy={callToAction} />
    </>
  );
}
