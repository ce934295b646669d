// A refused save, shown in the CMS's page where the owner acts on it (editor/browser/checks.ts):
// each problem in a note right under its field's label, the field outlined in red, the first
// scrolled to and focused. A note stays until he types in its field (or opens another entry), never
// timed out as Decap's notices are; a line at the top says the save was refused, as long as a
// field is marked (`keepRefusalsSaid`, for Decap's own checks too). Decap names each field's label `for` its field's name and a
// number (`id-field-33`), in the form's order: a path (`ventures`, 1, `id`) is found by those names,
// a list position picking among its entries' fields.
import { transcriptTakenEntry, type Refusal } from '#model/schema/cmsRefusal.ts';
import { showLine } from './line.ts';
import { clashLine } from './clash.ts';

const noteClass = 'owner-refusal';
const red = '#b3261e';

/** The label of the field at `path`, or of the nearest field around it the form shows. */
export function labelAt(root: ParentNode, path: readonly (string | number)[]): HTMLLabelElement | undefined {
  let scope = root;
  let position: number | undefined;
  let found: HTMLLabelElement | undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      position = key;
      continue;
    }
    const label = scope.querySelectorAll<HTMLLabelElement>(`label[for^="${CSS.escape(key)}-field-"]`)[position ?? 0];
    position = undefined;
    if (!label?.parentElement?.parentElement) break;
    found = label;
    scope = label.parentElement.parentElement;
  }
  return found;
}

/** Takes every note away, and the outlines with them. */
export function clearRefusals(root: Document = document) {
  for (const note of root.querySelectorAll<HTMLElement>(`.${noteClass}`)) forget(note);
}

function forget(note: HTMLElement) {
  const field = note.dataset.for ? note.ownerDocument.getElementById(note.dataset.for) : null;
  field?.removeAttribute('aria-invalid');
  note.parentElement?.style.removeProperty('outline');
  note.remove();
}

/** A note in the form: red words, read out as they appear. */
function noteOf(root: Document, text: string, field?: string): HTMLElement {
  const note = root.createElement('p');
  note.className = noteClass;
  note.setAttribute('role', 'alert');
  note.textContent = text;
  Object.assign(note.style, { color: red, fontWeight: '600', margin: '8px 0', padding: '8px 12px', borderLeft: `4px solid ${red}`, background: '#fff' });
  if (field) note.dataset.for = field;
  return note;
}

/** Puts each problem of `refusal` at its field, the first in view and focused. */
export function showRefusal(refusal: Refusal, root: Document = document) {
  clearRefusals(root);
  const notes = refusal.fields.map(({ path, text }) => {
    const label = labelAt(root, path);
    const bar = label?.parentElement;
    if (!label || !bar?.parentElement) {
      // Nowhere to put it: above the form's first field.
      const first = root.querySelector('label[for*="-field-"]')?.parentElement?.parentElement;
      const note = noteOf(root, text);
      first?.before(note);
      return note;
    }
    const note = noteOf(root, text, label.htmlFor);
    bar.after(note);
    Object.assign(bar.parentElement.style, { outline: `2px solid ${red}`, outlineOffset: '4px' });
    const field = root.getElementById(label.htmlFor);
    field?.setAttribute('aria-invalid', 'true');
    return note;
  });
  const [first] = notes;
  first?.scrollIntoView({ block: 'center' });
  const field = first?.dataset.for ? root.getElementById(first.dataset.for) : null;
  field?.focus({ preventScroll: true });
}

/** Notes go when the owner types in their field, and all of them when he opens another entry. */
export function clearOnChange(root: Document = document) {
  root.addEventListener(
    'input',
    ({ target }) => {
      for (const note of root.querySelectorAll<HTMLElement>(`.${noteClass}`)) {
        const field = note.dataset.for ? root.getElementById(note.dataset.for) : null;
        if (field && target instanceof Node && (field === target || field.contains(target))) forget(note);
      }
    },
    true,
  );
  root.defaultView?.addEventListener('hashchange', () => clearRefusals(root));
}

/** Decap's own field messages (a required field left empty, a list one short): under the field, as its checks find them. */
const decapsMessages = '[class*="ControlErrorsList"] li';

/** The line at the top that says a save was refused (./line.ts). */
export const notSavedLine = 'owner-not-saved';

/** Whether a field still shows what to change: a note of the build's check, or a message of Decap's. */
const marked = (root: Document) => root.querySelector(`.${noteClass}, ${decapsMessages}`) !== null;

/** The first field that shows what to change, in view and focused (Decap's own messages are not; the build's notes already are). */
function toFirstMarked(root: Document) {
  const first = root.querySelector<HTMLElement>(`.${noteClass}, ${decapsMessages}`);
  if (!first || first.classList.contains(noteClass)) return;
  const control = first.closest('[class*="ControlContainer"]') ?? first.parentElement?.parentElement;
  control?.scrollIntoView({ block: 'center' });
  control?.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')?.focus({ preventScroll: true });
}

/** Decap's notice that a save went through (its own words, and the entry's, Published). */
const savedNotice = /^Entry saved/;

/** What Decap's notice of a refused save says, without the backend's prefix; undefined for any other notice. */
function refusedWords(notice: Element): string | undefined {
  const text = notice.textContent?.trim().replace(/^API_ERROR: /, '') ?? '';
  return /^(Not saved|Not done|The editor on your computer has stopped)/.test(text) ? text : undefined;
}

/**
 * Every refused save said in one line at the top, whichever check refused it (Decap's own, the
 * build's, the editor's backend) and wherever the owner had scrolled: the form then scrolls to the
 * first field marked. The line stays while a field is marked, and goes once none is; a refusal
 * that marks no field (the editor stopped) keeps its line until he closes it or a save goes through.
 * Decap's notice of it goes after eight seconds.
 */
export function keepRefusalsSaid(root: Document = document) {
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const notice of root.querySelectorAll('.Toastify__toast-body')) {
      const words = seen.has(notice) ? undefined : refusedWords(notice);
      // A save that went through ends what any refusal said (the editor stopped, and started again).
      if (!seen.has(notice) && savedNotice.test(notice.textContent?.trim() ?? '')) root.getElementById(notSavedLine)?.remove();
      seen.add(notice);
      if (!words) continue;
      // A clash with another tab's save: its own line says it, with his choice (./clash.ts).
      if (root.getElementById(clashLine)?.dataset.words === words) {
        notice.closest<HTMLElement>('.Toastify__toast')?.style.setProperty('display', 'none');
        continue;
      }
      const fields = marked(root);
      // A second transcript of an episode: the line opens the one it has.
      const entry = transcriptTakenEntry(words);
      const link = entry ? { text: 'Open it', hash: `#/collections/transcripts/entries/${encodeURIComponent(entry)}` } : undefined;
      showLine(root, notSavedLine, words, { closable: !fields, link });
      // Decap's notice says the same, for eight seconds: the line says it, for as long as it holds.
      notice.closest<HTMLElement>('.Toastify__toast')?.style.setProperty('display', 'none');
      if (fields) toFirstMarked(root);
    }
    const line = root.getElementById(notSavedLine);
    if (line && !line.querySelector('button') && !marked(root)) line.remove();
  }).observe(root.body, { childList: true, subtree: true });
  // Decap's field messages, in sentence case like every other word of his (Decap's are capitals).
  const style = root.createElement('style');
  style.textContent = `${decapsMessages} { text-transform: none !important; }`;
  root.head.append(style);
}
