import { render, screen } from '@testing-library/react';
import { searchWords } from '#model/searchWords.ts';
import { searchAttribute, type SearchPlace } from '@/lib/search';
import { SiteSearch } from './SiteSearch';

// The search as the page draws it, before its own script (./searchOnPage.ts, run by the built
// page alone; its journeys: e2e/search.delivery.spec.ts) or without it.

const environment = process.env.NODE_ENV;
afterEach(() => Object.assign(process.env, { NODE_ENV: environment }));

it('is a labelled search landmark whose form asks for the page again with the query, and tells its script where the index is', () => {
  const { container } = render(<SiteSearch />);
  const form = screen.getByRole('search', { name: searchWords.label });
  expect(form).not.toHaveAttribute('method'); // a GET: the query in the address, where the script runs it on arrival
  expect(screen.getByRole('searchbox', { name: searchWords.label })).toHaveAttribute('name', 'q');
  expect(screen.getByRole('status', { hidden: true })).toBeEmptyDOMElement(); // no room taken until there is something to say
  const place = JSON.parse(container.querySelector(`[${searchAttribute}]`)?.getAttribute(searchAttribute) ?? '') as SearchPlace;
  expect(place.index).toBe('/pagefind/pagefind.js');
  expect(screen.queryByText(searchWords.inPreview)).toBeNull();
});

it('says search works once the site is built, in the preview, and never that a reload would help there', () => {
  Object.assign(process.env, { NODE_ENV: 'development' });
  render(<SiteSearch />);
  expect(screen.getByText(searchWords.inPreview)).toBeVisible();
  expect(screen.queryByText(searchWords.failed)).toBeNull();
});
