// Run by the CMS's page before Decap: the build's own check before every save (its problems at their
// fields), the writer of every file in the schema's order, and the site's own fields (./widgets.ts).
import { articleFormat, articleFromText, articleToText } from '#model/schema/articleText.ts';
import { refusalOf } from '#model/schema/cmsRefusal.ts';
import { dataFileFormat, fileText } from '#model/schema/cmsSave.ts';
import { clearOnChange, clearRefusals, keepRefusalsSaid, showRefusal } from './refusal.ts';
import { laidOver, ownerWords } from './words.ts';
import { sayWhenStopped } from './stopped.ts';
import { sayPhotoRefusals } from './backend-refusals.ts';
import { rememberSaved } from './saved.ts';
import { refuseNonPhotos } from './photo-pick.ts';
import { freshOnEntrySwitch } from './entry-switch.ts';
import { knowPages, pagesFile } from '#model/schema/siteLinks.ts';
import { keepVersions } from './versions.ts';
import { noEmptyBackupQuestion, offerKeptClashes, quietAfterChoice } from './clash.ts';
import { listTranscriptsByTitle, titlesOf } from './transcript-titles.ts';
import { fitToPhones } from './phone.ts';
import { sayDrafts } from './draft-badge.ts';
import type { DecapCms, DecapReact, DecapWindow } from './decap.ts';
import { registerWidgets } from './widgets.ts';

/** Decap draws with what is registered when it starts, so it starts only once the site's formats, checks and words are. */
export function startWithChecks(window: DecapWindow) {
  window.CMS_MANUAL_INIT = true;
  // Before Decap reads its first entry: each save carries the version it was opened from (./versions.ts).
  const send = keepVersions(window);
  quietAfterChoice(window); // before Decap's own question on leaving (./clash.ts)
  window.document.addEventListener('DOMContentLoaded', () => {
    const { CMS: cms, h, createClass } = window;
    if (!cms || !h || !createClass) return; // Decap's script did not load: nothing to start
    registerChecks(cms, { h, createClass });
    const question = Reflect.get(Object(Reflect.get(Object(cms.getLocale('en')?.editor), 'editor')), 'confirmLoadBackup');
    if (typeof question === 'string') noEmptyBackupQuestion(window, question);
    offerKeptClashes(window, send); // a save refused for a clash, before a reload
    fitToPhones(window.document); // an entry's form on a 390 px screen (./phone.ts)
    sayDrafts(window.document); // a draft's toolbar reads as a draft (./draft-badge.ts)
    void readPages(window).finally(() => cms.init());
    void transcriptsByTitle(window);
  });
}

async function transcriptsByTitle(page: Window): Promise<void> {
  try {
    const config: unknown = await (await page.fetch(new URL('admin/config.yml', page.document.baseURI), { cache: 'no-store' })).json();
    listTranscriptsByTitle(page.document, titlesOf(config));
  } catch {
    // No titles: each transcript by its episode's address, as Decap does.
  }
}

/** Unknown if they do not arrive, as the build then does not know them either. */
async function readPages(page: Window): Promise<void> {
  try {
    const pages: unknown = await (await page.fetch(new URL(`admin/${pagesFile}`, page.document.baseURI), { cache: 'no-store' })).json();
    knowPages(Array.isArray(pages) && pages.every((path) => typeof path === 'string') ? pages : undefined);
  } catch {
    knowPages(undefined);
  }
}

function registerChecks(cms: DecapCms, react: DecapReact) {
  cms.registerCustomFormat(dataFileFormat, 'json', { fromFile: (text) => JSON.parse(text), toFile: (data, fields = []) => fileText(data, fields) });
  cms.registerCustomFormat(articleFormat, 'md', { fromFile: articleFromText, toFile: (data) => articleToText(data as Record<string, unknown>) });
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      clearRefusals();
      const refusal = refusalOf(entry.get('path'), entry.get('data').toJS(), entry.get('collection'));
      if (!refusal) return undefined;
      showRefusal(refusal);
      // Without a name the error reads "Not saved: …", not "Error: Not saved: …".
      throw Object.assign(new Error(refusal.summary), { name: '' });
    },
  });
  // The form compares with what was saved (./saved.ts), and the pages a save may change are read again.
  cms.registerEventListener({ name: 'postSave', handler: ({ entry }) => void (rememberSaved(document, entry), readPages(window)) });
  clearOnChange();
  keepRefusalsSaid();
  // Decap leaves a refused save's promise unanswered; the refusal is on the page already, so it is no error.
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (reason === undefined || (typeof reason === 'object' && reason !== null && Reflect.get(reason, 'type') === 'ENTRY_PERSIST_FAILURE'))
      event.preventDefault();
  });
  registerWidgets(cms, react);
  sayWhenStopped(window);
  sayPhotoRefusals(window);
  refuseNonPhotos(document);
  freshOnEntrySwitch(window);
  const english = cms.getLocale('en');
  if (english) cms.registerLocale('en', laidOver(english, ownerWords));
}
