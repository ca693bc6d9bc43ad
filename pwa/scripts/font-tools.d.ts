// Types for the two font packages scripts/fonts.ts uses that ship none.

declare module 'subset-font' {
  /** A copy of `font` with only the glyphs `text` needs (HarfBuzz's subsetter). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
