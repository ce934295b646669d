import { ImageResponse } from 'next/og';
import { shareImage } from '#model/seo.ts';
import { palette } from '@/styles/colors';
import { BrandMark } from '../brandMark';
import { cardFrame, shareCardTexts } from '../shareCard';

// Rendered once at build time into out/og.png, the share card of every page. A route handler
// rather than `opengraph-image.tsx`, whose export has no file extension, so static hosts would
// serve it as application/octet-stream.
export const dynamic = 'force-static';

/** The share card: brand mark, name and tagline on navy. Satori takes inline styles only. */
export function GET() {
  const texts = shareCardTexts();
  return new ImageResponse(
    <div style={cardFrame}>
      <BrandMark size={120} />
      <div style={{ fontSize: 76, fontWeight: 700 }}>{texts.name}</div>
      <div style={{ fontSize: 40, color: palette.gold }}>{texts.tagline}</div>
      <div style={{ fontSize: 28, color: palette.navyMist }}>{texts.location}</div>
    </div>,
    { width: shareImage.width, height: shareImage.height },
  );
}
