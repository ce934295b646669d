// An entry opened from the address bar while another is open: Decap keeps the open entry's form,
// so the new one showed the previous page's words and counts until a reload (a save then would
// have written them into the wrong file). Run in the CMS's page (scripts/cms/checks.ts): a
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
