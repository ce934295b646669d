// Post-build step: the inline scripts that stand side by side in <head> (the photo hold's, the
// script loader's) become one. Each inline script costs its tag and a hash in the page's
// Content-Security-Policy, bytes every page must carry within its one round trip; the steps that
// write them stay apart all the same, each adding its own.
import { headOf, isInlineScript, remove, setText, textOf } from './html.ts';
import type { Tree } from './html.ts';
import type { Expect, Page, Step } from './pipeline.ts';

/** The step: each run of adjacent inline scripts in <head> joined into its first, their texts separated by `;`. */
export function joinHeadScripts(): Step<'join-head-scripts', number> {
  let joined = 0;
  return {
    name: 'join-head-scripts',
    page({ document }: Page, expect: Expect) {
      const head = headOf(document);
      let previous: Tree.Element | undefined;
      for (const node of [...head.childNodes]) {
        if (previous && isInlineScript(node)) {
          setText(previous, `${textOf(previous)};${textOf(node)}`);
          remove(node);
          joined += 1;
        } else {
          previous = isInlineScript(node) ? node : undefined;
        }
      }
      const nodes = head.childNodes;
      expect(
        nodes.every((node, i) => !(isInlineScript(node) && isInlineScript(nodes[i + 1]))),
        'no two inline scripts side by side in <head>',
      );
    },
    finish: () => joined,
  };
}
