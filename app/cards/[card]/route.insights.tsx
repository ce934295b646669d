import { ImageResponse } from 'next/og';
import { publishedArticles } from '#model/insights.ts';
import { labelOf } from '#model/routes.ts';
import { shareImage } from '#model/seo.ts';
import { palette } from '@/styles/colors';
import { BrandMark } from '../../brandMark';
import { noArticleYet } from '../../blog/card';
import { articleCardTitle, shareCardTexts } from '../../shareCard';

// Each article's share card, drawn once at build time into out/cards/<slug>.png: the site's card
// (app/og.png) with the article's title, fitted by the prebuild to the characters its font draws.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...publishedArticles(), ...noArticleYet()].map(({ slug }) => ({ card: `${slug}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const slug = (await params).card.replace(/\.png$/, '');
  const texts = shareCardTexts();
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: 80, gap: 28, background: palette.navy, color: palette.white }}>
        <BrandMark size={96} />
        <div style={{ fontSize: 30, color: palette.gold }}>{`${labelOf('/blog')} · ${texts.name}`}</div>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.15 }}>{articleCardTitle(slug)}</div>
      </div>
    ),
    { width: shareImage.width, height: shareImage.height },
  );
}
