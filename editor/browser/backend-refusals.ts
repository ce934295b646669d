// The editor's backend refuses a photo (a file that is no photo the site can use; one a page
// still shows), and Decap would say so only in a notice behind the media window, prefixed
// "Failed to persist media: API_ERROR:", gone in eight seconds. Said here instead, in the
// backend's own words (the owner's: editor/server/saves.ts and guard.ts), in a line above
// everything, until he closes it or his next photo action is done (a photo taken, another deleted). Run in the CMS's page
// (editor/browser/checks.ts); Decap's own notice of the same refusal is hidden meanwhile.
import { showLine } from './line.ts';
import { toBackend } from './stopped.ts';
import { pickRefusedLine as bannerId } from './photo-pick.ts';

/** The backend's actions on photos, whose refusals Decap shows behind its media window. */
const photoActions = new Set(['persistMedia', 'deleteFile', 'deleteFiles']);

/** Decap's notice of such a refusal: its words, which the line says better. */
const decapsNotice = /^Failed to (persist|delete) media: /;

/** The action a request to the backend asks for, or undefined. */
function actionOf(init: RequestInit | undefined): string | undefined {
  try {
    return typeof init?.body === 'string' ? String(JSON.parse(init.body).action) : undefined;
  } catch {
    return undefined;
  }
}

/** `page`'s fetch, with the backend's refusals of a photo said in the line above everything. */
export function sayPhotoRefusals(page: Window & typeof globalThis): void {
  const fetchOf = page.fetch.bind(page);
  const root = page.document;
  page.fetch = async (input, init) => {
    const response = await fetchOf(input, init);
    const action = toBackend(input, page) ? actionOf(init) : undefined;
    if (action && photoActions.has(action)) {
      const words: unknown = response.ok
        ? undefined
        : Reflect.get(
            Object(
              await response
                .clone()
                .json()
                .catch(() => ({})),
            ),
            'error',
          );
      if (typeof words === 'string') showLine(root, bannerId, words);
      else if (response.ok) root.getElementById(bannerId)?.remove(); // what it said is over
    }
    return response;
  };
  // Decap's own notice of a refusal the line says: out of the way while the line is there.
  new page.MutationObserver(() => {
    if (!root.getElementById(bannerId)) return;
    for (const notice of root.querySelectorAll<HTMLElement>('[role="alert"], [class*="notif"]')) {
      if (notice.id !== bannerId && decapsNotice.test(notice.textContent?.trim() ?? '')) notice.style.display = 'none';
    }
  }).observe(root.body, { childList: true, subtree: true });
}
