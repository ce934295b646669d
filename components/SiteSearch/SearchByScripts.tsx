'use client';

// The search page reached by the page's scripts (a client navigation: while an episode plays, its
// links are followed so, components/PlaysOn/follow.ts), where its inline script never ran: the
// same script, run by this leaf; once per document (it answers the search page wherever it is drawn
// after that), told of each arrival so that an address's `?q=` is searched.
import { useEffect } from 'react';
import { searchOnPage } from './searchOnPage';
import { searchArguments } from './searchArguments';

export function SearchByScripts() {
  useEffect(() => searchOnPage(document, ...searchArguments), []);
  return null;
}
