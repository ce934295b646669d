import { ImageResponse } from 'next/og';
import { siteIcons } from '@/content/seo';
import { BrandMark } from '../brandMark';

// Written once at build time to out/icon.png: the browser tab and bookmark icon.
export const dynamic = 'force-static';

export function GET() {
  const { size } = siteIcons.icon;
  return new ImageResponse(<BrandMark size={size} />, { width: size, height: size });
}
