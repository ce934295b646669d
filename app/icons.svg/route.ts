import type { IconNode } from 'lucide';
import { iconSet } from '@/components/Icon/iconSet';
import { socialPaths } from '@/components/Icon/socialPaths';

// Written once at build time to out/icons.svg: one cached file holds every icon, so pages
// carry a short <use> per icon instead of its whole drawing (twice: in the HTML and in the
// React payload).
export const dynamic = 'force-static';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Lucide's drawing data as SVG markup. */
function drawing(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => `${name}="${escape(String(value))}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
}

/** The sprite: a <symbol> per icon (stroked, as Lucide draws them) and per social mark (filled). */
function sprite(): string {
  const strokes = Object.entries(iconSet).map(
    ([name, node]) =>
      `<symbol id="${name}" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${drawing(node)}</g></symbol>`,
  );
  const brands = Object.entries(socialPaths).map(
    ([name, d]) => `<symbol id="social-${name}" viewBox="0 0 24 24"><path fill="currentColor" d="${d}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...strokes, ...brands].join('')}</svg>`;
}

export function GET() {
  return new Response(sprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
