// heic-decode ships no types: what scripts/pipeline/photos.ts calls of it, as its README documents it.
declare module 'heic-decode' {
  /** One image of a HEIC/HEIF file: its size, read from the file's boxes; its pixels only when `decode` is called. */
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  }
  const decode: {
    /** Every image of the file (the first is the one heic-convert converts); `dispose` frees them. */
    all(options: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  };
  export default decode;
}
