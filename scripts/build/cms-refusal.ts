// A refused save, shown in the CMS's page where the owner acts on it (scripts/build/cms-checks.ts):
// each problem in a note right under its field's label, the field outlined in red, the first
// scrolled to and focused. A note stays until he types in its field (or opens another entry), never
// timed out as Decap's notices are. Decap names each field's label `for` its field's name and a
// number (`id-field-33`), in the form's order: a path (`ventures`, 1, `id`) is found by those names,
// a list position picking among its entries' fields.
import type { Refusal } from '#model/schema/cmsRefusal.ts';

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
