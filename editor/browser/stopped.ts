// The editor on the owner's computer, stopped (its terminal closed, the computer restarted): the
// CMS's page is still open, and a save could only say "TypeError: Failed to fetch". Said here in
// his words, as Decap shows a failed save's message: what happened, what to do, and that his
// change is still in the form. Run in the CMS's page (editor/browser/checks.ts).
import { localBackendPath } from '#model/schema/cms.ts';

export const stoppedWords = 'The editor on your computer has stopped: start it again with npm run edit; your change is kept in this form.';

/** Whether a fetch of `page` goes to the editor's local backend (the CMS's page reads and saves through it). */
export const toBackend = (input: RequestInfo | URL, page: Window): boolean =>
  new URL(typeof input === 'object' && 'url' in input ? input.url : String(input), page.location.href).pathname.endsWith(localBackendPath);

/** `page`'s fetch, with a request to the editor's backend that finds no editor failing in the owner's words. */
export function sayWhenStopped(page: Window & typeof globalThis): void {
  const fetchOf = page.fetch.bind(page);
  page.fetch = async (input, init) => {
    try {
      return await fetchOf(input, init);
    } catch (error) {
      // Without a name, the error reads as its message alone, as Decap shows it.
      if (error instanceof TypeError && toBackend(input, page)) throw Object.assign(new Error(stoppedWords), { name: '' });
      throw error;
    }
  };
}
