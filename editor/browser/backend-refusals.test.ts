import { sayPhotoRefusals } from './backend-refusals.ts';

// The editor's backend refuses a photo: the CMS's page says why above everything, until closed.

const refusal = 'Not saved: This file is not a photo the site can use: choose a JPEG, PNG, WebP or a phone’s HEIC photo (broken.jpg).';
/** A response as fetch gives it (jsdom has no Response of its own): the parts read. */
const json = (status: number, body: unknown) => {
  const response = { ok: status < 300, status, json: async () => body, clone: () => response };
  return response;
};

it('says a refused photo in the backend’s words, above everything, until the owner closes it or his next photo action is done', async () => {
  let answer = json(409, { error: refusal });
  Object.assign(window, { fetch: jest.fn(async () => answer) });
  sayPhotoRefusals(window);
  const upload = { method: 'POST', body: JSON.stringify({ action: 'persistMedia', params: {} }) };
  expect((await window.fetch('/api/v1', upload)).status).toBe(409); // Decap still gets the refusal
  const line = () => document.querySelector('[role="alert"]');
  expect(line()?.textContent).toBe(`${refusal}Close`);
  line()?.querySelector('button')?.click();
  expect(line()).toBeNull();
  await window.fetch('/api/v1', upload);
  answer = json(200, { path: 'content/photos/team.jpg' });
  await window.fetch('/api/v1', upload);
  expect(line()).toBeNull();
  // A photo still shown is not deleted: said, until another photo is deleted (what it said is over).
  answer = json(403, { error: 'Not done: oj-portrait.jpg is shown in About page, “Your photo”. Choose another photo there first, then delete this one.' });
  await window.fetch('/api/v1', { method: 'POST', body: JSON.stringify({ action: 'deleteFile', params: { path: 'content/photos/oj-portrait.jpg' } }) });
  expect(line()?.textContent).toMatch(/^Not done: oj-portrait\.jpg is shown in About page/);
  answer = json(200, { message: 'deleted file content/photos/old.jpg' });
  await window.fetch('/api/v1', { method: 'POST', body: JSON.stringify({ action: 'deleteFile', params: { path: 'content/photos/old.jpg' } }) });
  expect(line()).toBeNull();
  // A save of an entry, or another site, is none of its business.
  answer = json(409, { error: 'Not saved: something else' });
  await window.fetch('/api/v1', { method: 'POST', body: JSON.stringify({ action: 'persistEntry' }) });
  expect(line()).toBeNull();
});
