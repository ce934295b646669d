// An entry opened from the address bar while another is open: Decap keeps the open entry's form,
// so the new one showed the previous page's words and counts until a reload (a save then would
// have written them into the wrong file). Run in the CMS's page (editor/browser/checks.ts): a
// move from one entry straight to another loads the page anew, as opening it fresh does. Moving
// through the list, or to a new article, is Decap's own and stays as fast as it is.

/** The entry an address names (`#/collections/content/entries/about`), or undefined. */
export const entryOf = (hash: string): string | undefined => /^#\/collections\/[^/]+\/entries\/[^/?#]+/.exec(hash)?.[0];

/** Loads the page anew whenever its address moves from one entry straight to another. */
export function freshOnEntrySwitch(page: Window, reload = () => page.location.reload()): void {
  let open = entryOf(page.location.hash);
  page.addEventListener('hashchange', () => {
    const next = entryOf(page.location.hash);
    if (open && next && next !== open) reload();
    open = next;
  });
}

/**
 * Opens the view `hash` names (`#/collections/transcripts/entries/foo`) in a fresh load of the
 * CMS, from wherever it is: from a new entry's form too, which Decap would keep. The browser asks
 * first, as Decap has it ask, while the form holds what was not saved; kept, nothing moves. (An
 * address that differs in more than its hash is a load: the page's own, with an empty `?` or without.)
 */
export function openAnew(page: Window, hash: string): void {
  const address = page.location.href.split('#')[0] ?? '';
  page.location.assign(`${address.endsWith('?') ? address.slice(0, -1) : `${address}?`}${hash}`);
}
