import { siteIcons } from '#model/seo.ts';
import { brandMarkImage } from '../brandMark';

// Written once at build time to out/apple-icon.png: the home-screen icon on iOS, which rounds
// the corners itself.
export const dynamic = 'force-static';

export function GET() {
  return brandMarkImage(siteIcons.apple.size, true);
}
