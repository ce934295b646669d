import { render, screen } from '@testing-library/react';
import { searchWords } from '#model/searchWords.ts';
import { SiteSearch } from './SiteSearch';

// A search whose index does not load (jsdom has none, as the editor's preview has none): the
// built site says to reload; a development server (the owner's preview) says when search works.

const environment = process.env.NODE_ENV;
afterEach(() => Object.assign(process.env, { NODE_ENV: environment }));

it('says search works once the site is built, in the preview, and never that a reload would help there', async () => {
  Object.assign(process.env, { NODE_ENV: 'development' });
  window.history.replaceState(null, '', '/search?q=integration');
  render(<SiteSearch />);
  expect(
    await screen.findByText('Search is made from every page when your site is built, so it works on your site once it is online, not in this preview.'),
  ).toHaveAttribute('role', 'status');
});

it('says to reload where the built site’s index did not load', async () => {
  window.history.replaceState(null, '', '/search?q=integration');
  render(<SiteSearch />);
  expect(await screen.findByText(searchWords.failed)).toHaveAttribute('role', 'status');
});
