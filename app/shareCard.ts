import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { articleCardsFile, shareCardFile, type ShareCardTexts } from '@/lib/shareCardFiles';

/**
 * The texts the generated images draw, cut by the prebuild to the characters their font has
 * (scripts/build/share-card.ts), so that drawing them never goes online. Read at build time.
 */
export function shareCardTexts(): ShareCardTexts {
  const texts: ShareCardTexts = JSON.parse(readFileSync(join(process.cwd(), shareCardFile), 'utf8'));
  return texts;
}

/** An article's title as its share card draws it (app/cards/[card]/route.insights.tsx), fitted likewise. */
export function articleCardTitle(slug: string): string {
  const titles: Record<string, string> = JSON.parse(readFileSync(join(process.cwd(), articleCardsFile), 'utf8'));
  return titles[slug] ?? '';
}
