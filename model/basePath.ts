/**
 * The sub-path the site is served under (`BASE_PATH`, e.g. `/oj` on GitHub Pages), or ''.
 * Next inlines `NEXT_PUBLIC_BASE_PATH` (set from it in next.config.mjs) into client code too.
 * A module of its own, so client code that needs only this carries nothing else.
 */
export const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/$/, '');
