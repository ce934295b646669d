/** sessionStorage: this tab only, gone when it closes. The thank-you page forgets it too. */
export const draftKey = 'oj-contact-draft';

/** Never the honeypot or the service's own fields. */
export const draftFields = ['name', 'email', 'subject', 'service', 'message'];

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function fieldsOf(form: HTMLFormElement): Field[] {
  return draftFields
    .map((name) => form.elements.namedItem(name))
    .filter((field): field is Field => field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement);
}

export function defaultOf(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '';
}

// Storage can be refused (privacy modes, a full quota): a draft is a convenience, never an error.

export function saveDraft(form: HTMLFormElement) {
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(Object.fromEntries(fieldsOf(form).map((field) => [field.name, field.value]))));
  } catch {}
}

/** Unless he has typed already. Self-contained: run inline as the form is parsed, and once more by React. */
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

/** Keeps what was written while the message was on its way. */
export function settleDraft(form: HTMLFormElement) {
  if (fieldsOf(form).some((field) => field.value !== defaultOf(field))) return saveDraft(form);
  try {
    sessionStorage.removeItem(draftKey);
  } catch {}
}
