// Decap's own words where the owner meets them, in his: what is wrong with a field, named by its
// label, and what to do, instead of "didn't match the pattern", "must have exactly 4 item(s)",
// "Oops, you've missed a required field" and "Failed to persist entry: Error: …". Laid over
// Decap's English (editor/browser/checks.ts), so every other phrase stays its own.

/** Decap's phrases by their keys (`editor.editorControlPane.widget.required`), the parts replaced. */
export const ownerWords = {
  collection: {
    // "＋ article", read out as "Create entry of type article".
    collectionTop: { newButton: 'New %{collectionLabel}', newButtonAriaLabel: 'New %{collectionLabel}' },
  },
  editor: {
    // The way back from an entry, not "Writing in Site content collection".
    editorToolbar: { backCollection: ' Back to %{collectionLabel}' },
    editorControlPane: {
      widget: {
        required: '“%{fieldLabel}” is empty: fill it in.',
        regexPattern: '“%{fieldLabel}” %{pattern}.',
        // Shown at the list itself, under its label (a bounded list words its label as its count).
        rangeCount: 'This list holds from %{minCount} to %{maxCount}: add or remove one.',
        rangeCountExact: 'This list holds exactly %{count}: remove the one too many, or add the one missing.',
        rangeMin: 'This list needs at least %{minCount}: add one.',
        rangeMax: 'This list holds at most %{maxCount}: remove one.',
      },
    },
  },
  mediaLibrary: {
    // A photo picked but not yet saved with the entry; the file's place, which he never needs.
    mediaLibraryCard: { draft: 'Saved when you publish', copyPath: 'Copy its file name', copyName: 'Copy its name' },
    mediaLibraryModal: {
      mediaAssets: 'Your photos',
      images: 'Your photos',
      noImagesFound: 'No photos yet: upload one.',
      noAssetsFound: 'No photos yet: upload one.',
    },
  },
  ui: {
    toast: {
      // Any of Decap's own checks (a field left empty, a list one short): the field says which.
      missingRequiredField: 'Not saved: what to change is marked in red. Change it, then publish again.',
      // The refusal is the whole message (the check throws it without an error's name).
      onFailToPersist: '%{details}',
    },
  },
};

export type Phrases = { [key: string]: string | Phrases };

/** `base` with `over` laid on it, key by key. */
export function laidOver(base: Phrases, over: Phrases): Phrases {
  return Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(over)])].map((key) => {
      const [under, top] = [base[key], over[key]];
      return [key, typeof under === 'object' && typeof top === 'object' ? laidOver(under, top) : (top ?? under ?? '')];
    }),
  );
}
