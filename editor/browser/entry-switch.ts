// An entry opened from the address bar while another is open loads the page anew: Decap kept the open
// entry's form, showing the previous page's words (a save would write them into the wrong file).

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

/** In a fresh load, from a new entry's form too; the browser asks first while the form holds unsaved work. */
export function openAnew(page: Window, hash: string): void {
  const address = page.location.href.split('#')[0] ?? '';
  page.location.assign(`${address.endsWith('?') ? address.slice(0, -1) : `${address}?`}${hash}`);
}
