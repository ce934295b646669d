import { transcriptsCollection } from '#model/schema/cms.ts';
import { listTranscriptsByTitle, titlesOf } from './transcript-titles.ts';

// The transcripts' list names each episode by its title, as the CMS's configuration offers it.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0)); // the observer's turn

it('names each transcript of the list by its episode’s title, drawn now or later', async () => {
  const episodes = [{ slug: 'carve-outs-day-1-the-100-days-after', title: 'Carve-outs: Day 1 & the 100 Days After' }];
  const titles = titlesOf(JSON.parse(JSON.stringify({ collections: [transcriptsCollection(episodes)] }))); // as config.yml gives it
  expect([...titles]).toEqual([['carve-outs-day-1-the-100-days-after', 'Carve-outs: Day 1 & the 100 Days After']]);
  document.body.innerHTML = '<a href="#/collections/transcripts/entries/carve-outs-day-1-the-100-days-after"><h2>carve-outs-day-1-the-100-days-after</h2></a>';
  listTranscriptsByTitle(document, titles);
  expect(document.querySelector('h2')?.textContent).toBe('Carve-outs: Day 1 & the 100 Days After');
  // Redrawn by Decap (another visit to the list): named again.
  document.body.insertAdjacentHTML(
    'beforeend',
    '<a href="#/collections/transcripts/entries/x"><span>carve-outs-day-1-the-100-days-after</span></a><a href="#/collections/content/entries/about">carve-outs-day-1-the-100-days-after</a>',
  );
  await settle();
  expect([...document.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
    'Carve-outs: Day 1 & the 100 Days After',
    'Carve-outs: Day 1 & the 100 Days After',
    'carve-outs-day-1-the-100-days-after',
  ]);
});
