// Inline scripts written as readable, type-checked functions and minified here into one call each:
// each is in <head> on the critical path, and hashed into the policy, so made once. Modern syntax on
// purpose: a browser that cannot parse it cannot run Next's scripts either, and reads the page without them.
import { minify_sync as minify } from 'terser';

/** Stands for the page's document among `inlineScript`'s arguments. */
export const pageDocument = Symbol('document');

/** A function goes as its text (so it must name nothing outside itself); anything else as JSON. */
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
