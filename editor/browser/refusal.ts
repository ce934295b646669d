// A refused save where he acts on it: a note under each field's label, the field outlined, the first
// focused; notes stay until he types there. Decap's labels are `for` `<name>-field-<n>` in form order,
// so a path is found by those names.
import { transcriptTakenEntry, type Refusal } from '#model/schema/cmsRefusal.ts';
import { showLine } from './line.ts';
import { clashLine } from './clash.ts';

const noteClass = 'owner-refusal';
const red = '#b3261e';

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

export function clearRefusals(root: Document = document) {
  for (const note of root.querySelectorAll<HTMLElement>(`.${noteClass}`)) forget(note);
}

function forget(note: HTMLElement) {
  const field = note.dataset.for ? note.ownerDocument.getElementById(note.dataset.for) : null;
  field?.removeAttribute('aria-invalid');
  note.parentElement?.style.removeProperty('outline');
  note.remove();
}

/** Red words, read out as they appear. */
function noteOf(root: Document, text: string, field?: string): HTMLElement {
  const note = root.createElement('p');
  note.className = noteClass;
  note.setAttribute('role', 'alert');
  note.textContent = text;
  Object.assign(note.style, { color: red, fontWeight: '600', margin: '8px 0', padding: '8px 12px', borderLeft: `4px solid ${red}`, background: '#fff' });
  if (field) note.dataset.for = field;
  return note;
}

export function showRefusal(refusal: Refusal, root: Document = document) {
  clearRefusals(root);
  const notes = refusal.fields.map(({ path, text }) => {
    const label = labelAt(root, path);
    const bar = label?.parentElement;
    if (!label || !bar?.parentElement) {
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

const decapsMessages = '[class*="ControlErrorsList"] li';

export const notSavedLine = 'owner-not-saved';

const marked = (root: Document) => root.querySelector(`.${noteClass}, ${decapsMessages}`) !== null;

function toFirstMarked(root: Document) {
  const first = root.querySelector<HTMLElement>(`.${noteClass}, ${decapsMessages}`);
  if (!first || first.classList.contains(noteClass)) return;
  const control = first.closest('[class*="ControlContainer"]') ?? first.parentElement?.parentElement;
  control?.scrollIntoView({ block: 'center' });
  control?.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')?.focus({ preventScroll: true });
}

const savedNotice = /^Entry saved/;

function refusedWords(notice: Element): string | undefined {
  const text = notice.textContent?.trim().replace(/^API_ERROR: /, '') ?? '';
  return /^(Not saved|Not done|The editor on your computer has stopped)/.test(text) ? text : undefined;
}

/** One line at the top for every refusal, whoever refused; it stays while a field is marked, or (none marked) until closed or a save goes through. */
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
