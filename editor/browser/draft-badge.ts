// A draft article's toolbar said "Published" (Decap's word for an entry saved in its simple
// workflow), which a draft is not: while the open entry's Draft switch is on, that word is
// "Draft: not on the site". Only the text of Decap's own node changes, so React, which sets that
// node again when its word changes (Publish, Publishing…), is never at odds with the page.

/** Decap's word for a saved entry, in its toolbar. */
const publishedWord = 'Published';
/** What it reads while the entry is a draft. */
export const draftWord = 'Draft: not on the site';

/** Whether the open entry's Draft switch is on (its label reads "Draft"). */
function isDraft(document: Document): boolean {
  return [...document.querySelectorAll('[role="switch"]')].some(
    (toggle) =>
      toggle.getAttribute('aria-checked') === 'true' &&
      document
        .querySelector(`label[for="${CSS.escape(toggle.id)}"]`)
        ?.textContent?.trim()
        .startsWith('Draft'),
  );
}

/** The toolbar's word for the entry's state, as it should read now. */
function sayState(document: Document): void {
  const draft = isDraft(document);
  // The buttons' text alone (a few dozen nodes), not the form's: this runs on each of his keystrokes.
  for (const button of document.querySelectorAll('button, [role="button"]')) {
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (draft && node.nodeValue === publishedWord) node.nodeValue = draftWord;
      else if (!draft && node.nodeValue === draftWord) node.nodeValue = publishedWord;
    }
  }
}

/** Keeps the toolbar's word true of a draft, as Decap draws and as the switch moves. */
export function sayDrafts(document: Document): void {
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      sayState(document);
    });
  }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-checked'] });
}
