import { publishedArticles, type PublishedArticle } from '#model/insights.ts';

/** An article's share card, drawn at build time (app/cards/[card]/route.insights.tsx): its address and alternative text. */
export const articleCard = (article: PublishedArticle) => ({ url: `/cards/${article.slug}.png`, alt: article.title });

/**
 * A stand-in address while there is no article, for the editor alone: a build has these pages
 * only when there are articles (next.config.mjs), but `npm run edit` always has them, and a
 * static export's development server refuses a page with no address at all. It is the not-found page.
 */
export const noArticleYet = () => (publishedArticles().length ? [] : [{ slug: 'no-article-yet' }]);
