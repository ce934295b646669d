// subset-font ships no types: what scripts/pipeline/font.ts calls of it, as its README documents it.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    preserveNameIds?: number[];
    keepFeatures?: string[];
    /** A full or partial instancing of a variable font's axes: a value, or a range per axis. */
    variationAxes?: Record<string, number | { min?: number; max?: number; default?: number }>;
    keepAllGlyphs?: boolean;
    noLayoutClosure?: boolean;
    glyphNames?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  }

  /** The font in `buffer` cut to the characters of `text`. */
  export default function subsetFont(buffer: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
