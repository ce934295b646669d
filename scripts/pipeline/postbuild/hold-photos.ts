// Post-build step: hold each lazy photo until it comes into view.
// Chromium starts a lazy photo 1250–2500 px before it comes into view, so on a phone the
// photo below the hero (the home portrait, the about journey photo) downloads alongside the
// hero, delays the largest paint, and is paid for on every visit whether or not anyone
// scrolls to it. An inline script in <head> holds each lazy photo as the parser adds it (its
// `srcset` and `src`, and those of its <picture>'s sources) and gives them back when the photo
// comes into view; the browser's own lazy loading then fetches it. Without script nothing is
// held: the HTML keeps every attribute. Photos the client router renders later are never held.
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
