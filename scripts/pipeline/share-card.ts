// The texts the generated images draw, cut to the characters of next/og's font: for any other,
// next/og would fetch a font from the web, and offline the build fails. The build says what it left out.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import { cardTitlesFiles, shareCardFile, type ShareCardTexts } from '../../lib/shareCardFiles.ts';

export { cardTitlesFiles, shareCardFile, type ShareCardTexts };

/** The characters next/og's own font draws. */
export function drawnCharacters(): ReadonlySet<number> {
  const font = readFileSync(createRequire(import.meta.url).resolve('next/dist/compiled/@vercel/og/Geist-Regular.ttf'));
  return new Set(new Face(new Blob(font), 0).collectUnicodes());
}

/** Whether a character of the text is drawn: white space (closed up after), or in the font. */
const isDrawn = (character: string, drawn: ReadonlySet<number>) => /\s/.test(character) || drawn.has(character.codePointAt(0) ?? 0);

/** `text` with what `drawn` lacks left out, and the spaces around it closed up. */
export function fitToFont(text: string, drawn: ReadonlySet<number>): string {
  return [...text]
    .filter((character) => isDrawn(character, drawn))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Writes the texts, fitted; returns the characters left out. */
export function writeShareCard(texts: ShareCardTexts, drawn = drawnCharacters()): string[] {
  const fitted = Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, fitToFont(text, drawn)]));
  const left = Object.values(texts).flatMap((text) => [...text].filter((character) => !isDrawn(character, drawn)));
  mkdirSync(dirname(shareCardFile), { recursive: true });
  writeFileSync(shareCardFile, `${JSON.stringify(fitted, null, 2)}\n`);
  return [...new Set(left)];
}

/** Writes each article's or episode's title, fitted, by its slug; returns the characters left out. */
export function writeCardTitles(kind: keyof typeof cardTitlesFiles, titles: Readonly<Record<string, string>>, drawn = drawnCharacters()): string[] {
  const file = cardTitlesFiles[kind];
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(Object.entries(titles).map(([slug, title]) => [slug, fitToFont(title, drawn)])), null, 2)}\n`);
  return [...new Set(Object.values(titles).flatMap((title) => [...title].filter((character) => !isDrawn(character, drawn))))];
}
