// wawoff2 (the WOFF2 reference decoder compiled to WebAssembly) ships no types.
declare module "wawoff2" {
  /** A WOFF2 file as the TrueType/OpenType font it packs. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>
}
