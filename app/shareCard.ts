import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardTitlesFiles, shareCardFile, type ShareCardTexts } from '@/lib/shareCardFiles';
import { palette } from '@/styles/colors';

/**
 * The texts the generated images draw, cut by the prebuild to the characters their font has
 * (scripts/pipeline/share-card.ts), so that drawing them never goes online. Read at build time.
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

/** The navy frame every share card is drawn in (app/og.png, app/cards/), as Satori takes it: inline styles only. */
export const cardFrame = {
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: 80,
  gap: 28,
  background: palette.navy,
  color: palette.white,
} as const;
