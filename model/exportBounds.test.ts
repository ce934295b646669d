import { artFilesPerPage, exportBounds, filesPerPage, maxTranscriptPages, siteFiles, transcriptPagesBeside } from './exportBounds';
import { maxEpisodes } from './schema/podcast';
import { listingsOf } from './showListing';

// The show's pages and its transcripts' share the export's files: at the most episodes the site
// holds, in weekly seasons, what the transcripts are left still keeps the export within its bounds.

it('leaves the transcripts what the show’s own pages do not take, within the export’s files', () => {
  expect(transcriptPagesBeside(100)).toBe(maxTranscriptPages);
  const show = Array.from({ length: maxEpisodes }, (_, index) => ({ season: Math.ceil((maxEpisodes - index) / 52) }));
  const own = show.length + listingsOf(show).length;
  const transcripts = transcriptPagesBeside(own);
  expect(transcripts).toBeGreaterThan(600);
  expect(siteFiles + own * (filesPerPage + artFilesPerPage) + transcripts * filesPerPage).toBeLessThanOrEqual(exportBounds.files);
  expect(transcriptPagesBeside(10_000)).toBe(0);
});
