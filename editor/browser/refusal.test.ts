import { keepRefusalsSaid, notSavedLine } from './refusal.ts';
import { stoppedWords } from './stopped.ts';

// A refused save said in a line at the top: true while it shows.

/** Decap's notice, as react-toastify draws it. */
function notice(words: string) {
  const toast = document.createElement('div');
  toast.className = 'Toastify__toast';
  const body = document.createElement('div');
  body.className = 'Toastify__toast-body';
  body.textContent = words;
  toast.append(body);
  document.body.append(toast);
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0)); // the observer's turn

it('says the editor stopped until a save goes through again, then says nothing', async () => {
  keepRefusalsSaid(document);
  notice(stoppedWords);
  await settled();
  expect(document.getElementById(notSavedLine)?.textContent).toBe(`${stoppedWords}Close`);
  // He started the editor again and published: what the line said is over.
  notice('Entry saved');
  await settled();
  expect(document.getElementById(notSavedLine)).toBeNull();
});

it('offers to open the transcript an episode has when a second one is refused', async () => {
  keepRefusalsSaid(document);
  notice(
    'Not saved: this episode has its transcript already (foo-1.json): open it and change it there (in Podcast transcripts); your text is still in this form.',
  );
  await settled();
  const open = document.getElementById(notSavedLine)?.querySelector('a');
  // Opened in a fresh load of the CMS (e2e/cms/transcript.cms.spec.ts): Decap keeps a new entry's form across a move.
  expect([open?.textContent, open?.getAttribute('href')]).toEqual(['Open it', '#/collections/transcripts/entries/foo-1']);
});
