// wawoff2 ships no types: the one call the drawings' lettering makes (svg-lettering.ts).
declare module 'wawoff2' {
  /** A WOFF2 file's bytes to the TrueType/OpenType font inside. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  const wawoff2: { decompress: typeof decompress };
  export default wawoff2;
}
