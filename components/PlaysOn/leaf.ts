// No show (the default): this stand-in renders nothing and carries no client code, so a site
// without a show has not a byte of the small player. While the show has its pages (and in the
// editor), next.config.mjs resolves this module to ./on.ts, the real leaf of the same name.
/** No show: nothing. */
export function PlaysOn(): null {
  return null;
}
