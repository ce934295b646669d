import { siteIcons } from '#model/seo.ts';
import { brandMarkImage } from '../brandMark';

// Written once at build time to out/icon.png: the browser tab and bookmark icon.
export const dynamic = 'force-static';

export function GET() {
  return brandMarkImage(siteIcons.icon.size);
}
