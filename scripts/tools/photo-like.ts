// Photo-like images made here (nothing can be fetched, and a flat image compresses to nothing): noise
// over many octaves with grain, weighing what a real photo does. The same seed gives the same pixels.
import sharp from 'sharp';
import type { Sharp } from 'sharp';

/** A small, seedable pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from any text (a file name, a URL). */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

// Ten octaves reach down to a few pixels, so detail survives downscaling as a real photo's does.
const octaves = 10;
const persistence = 0.81;
const grain = 4;

export function photoLike(seed: number, width: number, height: number): Sharp {
  const next = random(seed);
  const pixels = new Float32Array(width * height * 3);
  // Value noise, each octave twice as fine; the grid follows the width, so any size shows the same picture.
  for (let octave = 0; octave < octaves; octave += 1) {
    const cells = 3 * 2 ** octave;
    const gw = cells + 2;
    const gh = Math.ceil((cells * height) / width) + 2;
    const grid = Float32Array.from({ length: gw * gh * 3 }, () => next());
    const at = (i: number) => grid[i] ?? 0; // always within the grid
    const amplitude = 160 * persistence ** octave;
    for (let y = 0; y < height; y += 1) {
      const gy = (y / width) * cells;
      const y0 = Math.floor(gy);
      const fy = gy - y0;
      for (let x = 0; x < width; x += 1) {
        const gx = (x / width) * cells;
        const x0 = Math.floor(gx);
        const fx = gx - x0;
        const a = (y0 * gw + x0) * 3;
        const b = a + 3;
        const c = a + gw * 3;
        const d = c + 3;
        const o = (y * width + x) * 3;
        for (let ch = 0; ch < 3; ch += 1) {
          const top = at(a + ch) + (at(b + ch) - at(a + ch)) * fx;
          const bottom = at(c + ch) + (at(d + ch) - at(c + ch)) * fx;
          pixels[o + ch] = (pixels[o + ch] ?? 0) + (top + (bottom - top) * fy - 0.5) * amplitude;
        }
      }
    }
  }
  const bytes = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) {
    const value = 128 + (pixels[i] ?? 0) + (next() + next() + next() - 1.5) * grain;
    bytes[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return sharp(bytes, { raw: { width, height, channels: 3 } });
}
