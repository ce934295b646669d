import { ImageResponse } from 'next/og';
import { siteIcons } from '@/content/seo';
import { BrandMark } from '../brandMark';

// Written once at build time to out/apple-icon.png: the home-screen icon on iOS.
export const dynamic = 'force-static';

export function GET() {
  const { size } = siteIcons.apple;
  return new ImageResponse(<BrandMark size={size} square />, { width: size, height: size });
}
