import { siteIcons } from '#model/seo.ts';
import { brandMarkImage } from '../brandMark';

// Written once at build time to out/show-icon.png: the show's largest picture on a lock screen or a
// car's screen, fetched by the device only while an episode without art of its own plays.
export const dynamic = 'force-static';

export function GET() {
  return brandMarkImage(siteIcons.show.size, true);
}
