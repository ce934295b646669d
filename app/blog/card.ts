import type { PublishedArticle } from '@/content/insights';

/** An article's share card, drawn at build time (app/cards/[card]/route.insights.tsx): its address and alternative text. */
export const articleCard = (article: PublishedArticle) => ({ url: `/cards/${article.slug}.png`, alt: article.title });
