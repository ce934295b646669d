import { ImageResponse } from 'next/og';
import { shareImage } from '#model/seo.ts';
import { palette } from '@/styles/colors';
import { BrandMark } from '../brandMark';
import { cardFrame, shareCardTexts } from '../shareCard';

/**
 * A page's share card, drawn once at build time: the site's card (app/og.png) with what the page
 * is (`Insights`, the show's name) over its title, each fitted by the prebuild to the characters
 * its font draws (scripts/pipeline/share-card.ts).
 */
export function titleCard(kind: string, title: string): ImageResponse {
  return new ImageResponse(
    <div style={cardFrame}>
      <BrandMark size={96} />
      <div style={{ fontSize: 30, color: palette.gold }}>{`${kind} · ${shareCardTexts().name}`}</div>
      <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
    </div>,
    { width: shareImage.width, height: shareImage.height },
  );
}
