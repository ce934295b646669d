import { publishedArticles } from '#model/insights.ts';
import { labelOf } from '#model/routes.ts';
import { noArticleYet } from '../../blog/card';
import { cardTitle } from '../../shareCard';
import { titleCard } from '../titleCard';

// Each article's share card, drawn once at build time into out/cards/<slug>.png: the site's card
// (app/og.png) with the article's title, fitted by the prebuild to the characters its font draws.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...publishedArticles(), ...noArticleYet()].map(({ slug }) => ({ card: `${slug}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  return titleCard(labelOf('/blog'), cardTitle('article', (await params).card.replace(/\.png$/, '')));
}
