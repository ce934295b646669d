// Photo-like images, made here: this machine cannot fetch real ones, and a flat test image
// compresses to almost nothing, which would make every photo figure a lie. Shapes of light and
// colour at every scale (value noise over many octaves) with a little grain: encoded as WebP at
// q=70 they weigh about what a real photo does (0.09-0.16 byte per pixel, less the larger).
// The same seed always gives the same pixels, so sizes measured on them are deterministic.
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

// Ten octaves, each finer one 0.81 as strong, reach down to a few pixels, so detail survives
// downscaling as a real photo's does: a 3000 px original resized to 1920 / 860 / 430 gives
// 0.09 / 0.12 / 0.16 byte per pixel, and drawn directly at 640 / 1200, 46 / 114 KB.
const octaves = 10;
const persistence = 0.81;
const grain = 4;

/**
 * A photo-like image `width` × `height`, as a sharp pipeline of raw RGB: encode it as you
 * need (`.webp({ quality: 70 })`, `.jpeg()`...).
 */
export function photoLike(seed: number, width: number, height: number): Sharp {
  const next = random(seed);
  const pixels = new Float32Array(width * height * 3);
  // Value noise: a coarse random grid per octave, bilinear between its points, each octave
  // twice as fine; the grid follows the width, so any size shows the same picture.
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
