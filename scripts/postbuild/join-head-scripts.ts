// Post-build step: the inline scripts that stand side by side in <head> (the photo hold's, the
// script loader's) become one. Each inline script costs its tag and a hash in the page's
// Content-Security-Policy, bytes every page must carry within its one round trip; the steps that
// write them stay apart all the same, each adding its own.
import { attr, headOf, isTag, remove, setText, textOf } from './html.ts';
import type { Tree } from './html.ts';
import type { Expect, Page, Step } from './pipeline.ts';

/** An inline classic script: no `src`, no `type` (so not JSON-LD, not a held script). */
const isInline = (node: Tree.Node | undefined): node is Tree.Element => isTag(node, 'script') && attr(node, 'src') === undefined && attr(node, 'type') === undefined;

/** The step: each run of adjacent inline scripts in <head> joined into its first, their texts separated by `;`. */
export function joinHeadScripts(): Step<'join-head-scripts', number> {
  let joined = 0;
  return {
    name: 'join-head-scripts',
    page({ document }: Page, expect: Expect) {
      const head = headOf(document);
      let previous: Tree.Element | undefined;
      for (const node of [...head.childNodes]) {
        if (previous && isInline(node)) {
          setText(previous, `${textOf(previous)};${textOf(node)}`);
          remove(node);
          joined += 1;
        } else {
          previous = isInline(node) ? node : undefined;
        }
      }
      const nodes = head.childNodes;
      expect(nodes.every((node, i) => !(isInline(node) && isInline(nodes[i + 1]))), 'no two inline scripts side by side in <head>');
    },
    finish: () => joined,
  };
}
