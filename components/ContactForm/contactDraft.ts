/**
 * Where this tab keeps an unsent message (sessionStorage: this tab only, gone when it closes).
 * The thank-you page forgets it too (`ForgetDraft`), for a message sent without the scripts.
 */
export const draftKey = 'oj-contact-draft';

/** The fields a draft keeps: what the visitor wrote, never the honeypot or the service's own fields. */
export const draftFields = ['name', 'email', 'subject', 'service', 'message'];

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form's fields a visitor fills in, and a draft keeps. */
export function fieldsOf(form: HTMLFormElement): Field[] {
  return draftFields
    .map((name) => form.elements.namedItem(name))
    .filter((field): field is Field => field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement);
}

/** The value a field starts with, and a reset gives it back. */
export function defaultOf(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '';
}

// Storage can be refused (privacy modes, a full quota): a draft is a convenience, never an error,
// and the fields themselves still hold everything.

/** Keeps what the form holds now, for a reload or a return to the page. */
export function saveDraft(form: HTMLFormElement) {
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(Object.fromEntries(fieldsOf(form).map((field) => [field.name, field.value]))));
  } catch {}
}

/**
 * Puts the draft kept under `key` back into `form`'s fields named `names`, unless the visitor has
 * already typed into it: what is in the fields now is newer than any draft. Self-contained (it
 * names nothing outside itself): the contact page runs it inline as the form is parsed
 * (./RestoreDraft.tsx), and the form once more once React has it, in case the first could not.
 */
export function restoreDraft(form: Element | null, key: string, names: readonly string[]) {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    const fields = names
      .map((name) => (form instanceof HTMLFormElement ? form.elements.namedItem(name) : null))
      .filter((field) => field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement);
    if (typeof draft !== 'object' || !draft || fields.some((field) => field.type !== 'select-one' && field.value)) return;
    const kept = new Map<string, unknown>(Object.entries(draft));
    for (const field of fields) {
      const value = kept.get(field.name);
      if (typeof value === 'string') field.value = value;
    }
  } catch {}
}

/**
 * Once the service has the message: forgets the draft, or keeps what the visitor wrote while it
 * was on its way (a field changed from its default).
 */
export function settleDraft(form: HTMLFormElement) {
  if (fieldsOf(form).some((field) => field.value !== defaultOf(field))) return saveDraft(form);
  try {
    sessionStorage.removeItem(draftKey);
  } catch {}
}
