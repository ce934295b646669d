// A save refused because another tab changed the same field: his save is kept in this browser, and the
// line offers his version or the other's, before and after a reload; either sends the kept save with his choice.
import { entryOf, openAnew } from './entry-switch.ts';
import { showLine } from './line.ts';
import { list, record } from './values.ts';

/** The line that offers the choice. */
export const clashLine = 'oj-clash-save';
const storeKey = 'oj-refused-saves';

/** A save refused for a clash: its words, the clashing fields' keys, its entry's view, and the save as sent. */
export interface KeptSave {
  words: string;
  clashes: string[];
  hash: string;
  address: string;
  body: Record<string, unknown>;
}

const isKept = (value: unknown): value is KeptSave => {
  const { words, clashes, hash, address, body } = record(value);
  return typeof words === 'string' && Array.isArray(clashes) && typeof hash === 'string' && typeof address === 'string' && typeof body === 'object';
};

function keptSaves(page: Window): KeptSave[] {
  try {
    return list(JSON.parse(page.localStorage.getItem(storeKey) ?? '[]')).filter(isKept);
  } catch {
    return [];
  }
}

function store(page: Window, saves: KeptSave[]) {
  try {
    if (saves.length) page.localStorage.setItem(storeKey, JSON.stringify(saves));
    else page.localStorage.removeItem(storeKey);
  } catch {
    // Storage full (a save with large photos): the choice is offered in this load only.
  }
}

/** A reload this page makes on purpose, after a save went through: Decap's "leave the page?" question would ask about words already saved. */
let leavingSaved = false;

/** Keeps Decap's question on leaving from asking after a choice was saved; registered before Decap's own, so it runs first. */
export function quietAfterChoice(page: Window): void {
  page.addEventListener('beforeunload', (event) => {
    if (leavingSaved) event.stopImmediatePropagation();
  });
}

/** Keeps `save`, refused for a clash, as the one of its entry, and offers the choice. */
export function keepClash(page: Window, save: KeptSave, send: typeof fetch): void {
  store(page, [...keptSaves(page).filter(({ hash }) => hash !== save.hash), save]);
  offer(page, save, send);
}

/** Offers the choice of the first save kept from an earlier load, if any. */
export function offerKeptClashes(page: Window, send: typeof fetch): void {
  const [first] = keptSaves(page);
  if (first) offer(page, first, send);
}

function offer(page: Window, save: KeptSave, send: typeof fetch) {
  const press = (side: 'yours' | 'online') => () => void choose(page, save, side, send);
  const line = showLine(page.document, clashLine, save.words, {
    closable: false,
    buttons: [
      { text: 'Keep yours', press: press('yours') },
      { text: 'Keep the other tab’s', press: press('online') },
    ],
  });
  line.dataset.words = save.words;
}

/** Sends the kept save with `side` for each clashing field; saved, the entry opens anew, refused again, the line says why. */
async function choose(page: Window, save: KeptSave, side: 'yours' | 'online', send: typeof fetch) {
  const choices = Object.fromEntries(save.clashes.map((key) => [key, side]));
  const params = record(save.body.params);
  const files = list(params.dataFiles ?? params.entry).map((file) => ({ ...record(file), choices }));
  const body = { ...save.body, params: { ...params, ...(params.dataFiles ? { dataFiles: files } : { entry: files[0] }) } };
  let answer: Record<string, unknown> = {};
  let saved = false;
  try {
    const response = await send(save.address, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    saved = response.ok;
    answer = record(await response.json());
  } catch {
    answer = { error: 'Not saved: the editor on your computer did not answer. Is it still running? Then press again.' };
  }
  if (!saved) {
    const clashes = list(answer.clashes).map(String);
    const words = String(answer.error ?? 'Not saved.');
    if (clashes.length) keepClash(page, { ...save, words, clashes }, send);
    else showLine(page.document, clashLine, words);
    return;
  }
  store(
    page,
    keptSaves(page).filter(({ hash }) => hash !== save.hash),
  );
  leavingSaved = true;
  openAnew(page, entryOf(save.hash) ?? save.hash);
}

/** Answered no for him on a saved entry: its backup lost to the entry's own load (Decap 3.16.3), so yes brought nothing back. */
export function noEmptyBackupQuestion(page: Window, question: string): void {
  const ask = page.confirm.bind(page);
  page.confirm = (message) => (message === question && entryOf(page.location.hash) ? false : ask(message));
}
