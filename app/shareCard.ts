import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShareCardTexts } from '@/scripts/build/share-card';

/**
 * The texts the generated images draw, cut by the prebuild to the characters their font has
 * (scripts/build/share-card.ts), so that drawing them never goes online. Read at build time.
 */
export function shareCardTexts(): ShareCardTexts {
  const texts: ShareCardTexts = JSON.parse(readFileSync(join(process.cwd(), '.fonts/share-card.json'), 'utf8'));
  return texts;
}
