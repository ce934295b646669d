// heic-convert ships no types: what scripts/pipeline/photos.ts calls of it, as its README documents it.
declare module 'heic-convert' {
  /** The first image of a HEIC/HEIF file (`buffer`), as a JPEG or PNG (quality 0 to 1, for a JPEG). */
  export default function convert(options: { buffer: Uint8Array; format: 'JPEG' | 'PNG'; quality?: number }): Promise<ArrayBuffer>;
}
