// The post-build steps' inline scripts are written as readable functions and minified here, at
// build time, into the one call each page runs: `(function)(arguments)`. Each runs in <head>,
// so every byte of it is on the page's critical path; and each is hashed into the page's
// Content-Security-Policy (csp.ts), so it is made once, the same for every page.
// Modern syntax on purpose: a browser that cannot parse it cannot run Next's scripts either
// (Next 16 supports browsers from 2023), and reads the page without them.
// The functions are type-checked against the DOM like the site's own code; Node runs this file
// with their types stripped, so their text (`${fn}`) is plain JavaScript.
import { minify_sync as minify } from 'terser';

/** Stands for the page's document among `inlineScript`'s arguments. */
export const pageDocument = Symbol('document');

/**
 * An argument as the page receives it: its `Document` is `pageDocument`; a function goes as its
 * text (so the page runs the site's own, which must then name nothing outside itself);
 * anything else goes as JSON.
 */
type Argument<T> = T extends Document ? typeof pageDocument : T;

const argument = (arg: unknown): string => (arg === pageDocument ? 'document' : typeof arg === 'function' ? `${arg}` : JSON.stringify(arg));

/** `fn` called with `args` (see `Argument`), minified, as an inline script's text. */
export function inlineScript<Args extends unknown[]>(fn: (...args: Args) => void, ...args: { [K in keyof Args]: Argument<Args[K]> }): string {
  const call = `(${fn})(${args.map(argument).join(',')})`;
  const compress = { passes: 3, unsafe: true, unsafe_arrows: true, unsafe_methods: true, unsafe_comps: true, booleans_as_integers: true };
  const { code } = minify(call, { ecma: 2020, compress, mangle: true, format: { comments: false } });
  if (!code) throw new Error(`postbuild: could not minify ${fn.name}`);
  return code.replace(/;$/, '');
}
