// Photos that state more pixels than the site takes in a few hundred bytes, as a hostile or
// broken file does (a HEIC grid of 15,872 × 16,384 px is 42 KB): the small test photos with
// their stated size changed. Decoding one would take seconds and gigabytes; the site refuses
// them from that size alone.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

/** scripts/test/phone.heic (160 × 120) stating `width` × `height` in its image's `ispe` box. */
export function heicStating(width: number, height: number): Buffer {
  const bytes = Buffer.from(readFileSync('scripts/test/phone.heic'));
  const size = bytes.indexOf('ispe') + 8; // after the box's type, version and flags
  bytes.writeUInt32BE(width, size);
  bytes.writeUInt32BE(height, size + 4);
  return bytes;
}

/** A small baseline JPEG stating `width` × `height` in its frame header (SOF0: marker, length, precision, height, width). */
export async function jpegStating(width: number, height: number): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, frame + 5);
  bytes.writeUInt16BE(width, frame + 7);
  return bytes;
}
