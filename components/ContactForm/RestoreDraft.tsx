import { draftFields, draftKey, restoreDraft } from './contactDraft';

/**
 * Puts this tab's unsent draft back into the form just before it as the page is parsed, before any
 * script has come: a visitor back from another page (a new document: the site's links are the
 * browser's to follow) sees what he wrote at once, and cannot lose it by typing before the
 * scripts, which would then keep what the fields hold. An inline script (the post-build step
 * allows it by its hash in the page's policy), running the form's own `restoreDraft`. Not in the
 * editor's preview (a development server), where React says of a script it draws that it will
 * not run (components/LogUnknownPath); there the form restores the draft once React has it.
 */
export function RestoreDraft() {
  if (process.env.NODE_ENV !== 'production') return null;
  const restore = `(${restoreDraft})(document.currentScript.previousElementSibling,${JSON.stringify(draftKey)},${JSON.stringify(draftFields)})`;
  return <script dangerouslySetInnerHTML={{ __html: restore }} />;
}
