// Each lazy photo held until it nears the screen: Chromium starts one 1250–2500 px early, so on a phone
// the photo below the hero competed with it. Without script nothing is held; router-rendered photos never are.
import { all, attr, createElement, headOf, insert, textOf } from './html.ts';
import type { Tree } from './html.ts';
import { inlineScript, pageDocument } from './inline-script.ts';
import type { Expect, Page, Step } from './pipeline.ts';

/** Runs in <head>, while the page is parsed. */
function holdLazyPhotos(d: Document): void {
  /** A photo → its elements, each with the `srcset` and `src` it was held with. */
  const held = new WeakMap<Element, [Element, string | null, string | null][]>();
  const observer = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      observer.unobserve(target);
      // Only held photos are observed. (A `!` rather than a fallback keeps the script, and its hash, as it was.)
      for (const [element, srcset, src] of held.get(target)!) {
        if (srcset) element.setAttribute('srcset', srcset);
        if (src) element.setAttribute('src', src);
      }
    }
  });
  const holdNew = () => {
    for (const photo of d.querySelectorAll('img[loading=lazy]')) {
      if (held.has(photo)) continue;
      // An <img> the parser has added is in an element.
      const parent = photo.parentNode as Element;
      const elements = parent.localName == 'picture' ? [...parent.children] : [photo];
      held.set(
        photo,
        elements.map((element) => {
          const attributes: [Element, string | null, string | null] = [element, element.getAttribute('srcset'), element.getAttribute('src')];
          element.removeAttribute('srcset');
          element.removeAttribute('src');
          return attributes;
        }),
      );
      observer.observe(photo);
    }
  };
  const parsing = new MutationObserver(holdNew);
  parsing.observe(d, { childList: true, subtree: true });
  d.addEventListener('DOMContentLoaded', () => {
    holdNew();
    parsing.disconnect();
  });
}

/** The hold, as the inline script that goes first among <head>'s scripts. */
export const photoHold = inlineScript(holdLazyPhotos, pageDocument);

const isHold = (script: Tree.Element): boolean => attr(script, 'src') === undefined && textOf(script) === photoHold;

/** The step: every page gets the hold once, before its first script in <head>. */
export function holdPhotos(): Step<'hold-photos', number> {
  let pages = 0;
  return {
    name: 'hold-photos',
    page({ document }: Page, expect: Expect) {
      const head = headOf(document);
      const first = all(head, 'script')[0];
      insert(head, createElement('script', {}, photoHold), first);
      expect(all(document, 'script', isHold).length === 1, 'one photo hold');
      pages += 1;
    },
    finish: () => pages,
  };
}
