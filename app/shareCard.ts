import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardTitlesFiles, shareCardFile, type ShareCardTexts } from '@/lib/shareCardFiles';

/**
 * The texts the generated images draw, cut by the prebuild to the characters their font has
 * (scripts/build/share-card.ts), so that drawing them never goes online. Read at build time.
 */
export function shareCardTexts(): ShareCardTexts {
  const texts: ShareCardTexts = JSON.parse(readFileSync(join(process.cwd(), shareCardFile), 'utf8'));
  return texts;
}

/** An article's or an episode's title as its share card draws it (app/cards/), fitted likewise. */
export function cardTitle(kind: keyof typeof cardTitlesFiles, slug: string): string {
  const titles: Record<string, string> = JSON.parse(readFileSync(join(process.cwd(), cardTitlesFiles[kind]), 'utf8'));
  return titles[slug] ?? '';
}
