/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';

// The generated images never go online, whatever the owner types: their texts keep only what
// next/og's own font draws (scripts/pipeline/share-card.ts), and next/og then fetches nothing from the
// network. Run in
// Node itself, as the build runs them (harfbuzzjs and next/og are ES modules Jest does not load).

/** Fits `text` to the font when `fit`, then draws it with next/og as the build does, every fetch refused and recorded. */
function draw(text: string, fit: boolean): { drawn: string; fetched: string[]; png: boolean } {
  const script = `
    const { drawnCharacters, fitToFont } = await import('./scripts/pipeline/share-card.ts');
    const fetched = [];
    const local = globalThis.fetch; // next/og loads its own WebAssembly from data: addresses; anything else is the network
    globalThis.fetch = async (url, init) => {
      if (/^(data|file):/.test(String(url))) return local(url, init);
      fetched.push(String(url));
      throw new Error('offline');
    };
    const { ImageResponse } = await import('next/og.js');
    const { createElement } = await import('react');
    const drawn = ${fit} ? fitToFont(process.argv[1], drawnCharacters()) : process.argv[1];
    let png = false;
    try {
      const image = new ImageResponse(createElement('div', { style: { display: 'flex', fontSize: 40 } }, drawn), { width: 600, height: 100 });
      png = Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString() === 'PNG';
    } catch {}
    console.log(JSON.stringify({ drawn, fetched, png }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, text], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
}

const typed = 'Global Project Leader 🌍 東京のリーダー قائد عالمي Łódź';

it('keeps what the font draws, leaves out emoji, Japanese and Arabic, and draws the rest without fetching anything', () => {
  expect(draw(typed, true)).toEqual({ drawn: 'Global Project Leader Łódź', fetched: [], png: true });
});

it('where the text as typed would go online', () => {
  expect(draw(typed, false).fetched.length).toBeGreaterThan(0);
});
