// What the search's own script is given (./searchOnPage.ts), in one place: the search page's
// inline script (scripts/pipeline/postbuild/defer-scripts.ts) and, on a search page reached by the
// page's scripts while an episode plays, its client leaf (./SearchByScripts.tsx).
import { dayWriting } from '#model/dates.ts';
import { playFrom } from '#model/episodeWords.ts';
import { searchWords } from '#model/searchWords.ts';
import { searchAttribute, searchKinds } from '../../lib/search.ts';
import { excerptPieces, momentOf, phraseExcerpt } from './excerpt.ts';

export const searchArguments = [
  searchAttribute,
  { searching: searchWords.searching, failed: searchWords.failed, results: searchWords.results },
  searchWords.found,
  searchWords.none,
  searchWords.more,
  searchKinds,
  dayWriting,
  excerptPieces,
  phraseExcerpt,
  momentOf,
  playFrom,
] as const;
