// The editor on a phone: Decap 3.16 lays an entry out at least 800 px wide (issue #441), so on 390 px
// fields, View Live and Publish were off screen. A script marks what asks for more width than the
// screen (by what Decap's elements do, not its class names), and these rules let it fit; phone.cms.spec.ts guards it.

/** The attribute the marks are written in. */
export const fitAttribute = 'data-oj-fit';

/** The widest screen the rules are for: Decap's own width for an entry. */
const narrowest = 800;

/** The rules, for screens narrower than Decap's entry: the box a column, its bar wrapped, room at its end for the editor's buttons. */
export const phoneStyles = `@media (max-width: ${narrowest - 1}px) {
  [${fitAttribute}] { min-width: 0 !important; }
  [${fitAttribute}="column"] { display: flex !important; flex-direction: column; padding-top: 0 !important; }
  [${fitAttribute}="column"] > :not([${fitAttribute}]) { flex: 1 1 auto; min-height: 0; }
  [${fitAttribute}="row"] { position: static !important; flex: none; flex-wrap: wrap; height: auto !important; }
  [${fitAttribute}="row"] > * { height: auto !important; min-height: 48px; }
  [${fitAttribute}="scroll"] { padding-bottom: 8rem !important; }
}`;

/** Marks what does not fit the screen now (`width`): each element that asks for more, and the scrolling part of each box marked. */
function mark(document: Document): void {
  const width = document.documentElement.clientWidth;
  if (width >= narrowest) return;
  const view = document.defaultView;
  if (!view) return;
  for (const element of document.body.querySelectorAll<HTMLElement>(`*:not([${fitAttribute}])`)) {
    if (element.offsetWidth <= width) continue;
    const style = view.getComputedStyle(element);
    if (Number.parseFloat(style.minWidth) > width) element.setAttribute(fitAttribute, style.display === 'flex' ? 'row' : 'column');
  }
  for (const column of document.querySelectorAll(`[${fitAttribute}="column"]`)) {
    if (column.querySelector(`[${fitAttribute}="scroll"]`)) continue;
    const scroller = [...column.querySelectorAll<HTMLElement>('*')].find((element) => /auto|scroll/.test(view.getComputedStyle(element).overflowY));
    scroller?.setAttribute(fitAttribute, 'scroll');
  }
}

/** Lets the editor's page fit a phone: its rules in the page, and the marks kept as Decap draws (once a frame at most). */
export function fitToPhones(document: Document): void {
  const style = document.createElement('style');
  style.textContent = phoneStyles;
  document.head.append(style);
  let queued = false;
  const later = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      mark(document);
    });
  };
  new MutationObserver(later).observe(document.body, { childList: true, subtree: true });
  document.defaultView?.addEventListener('resize', later);
  later();
}
