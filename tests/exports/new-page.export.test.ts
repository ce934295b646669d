/**
 * @jest-environment node
 */
// A page as `npm run new:page -- speaking` writes it, in the sub-path build (out-base/, made by
// scripts/test/build-base.ts in its copy of the project): a page of text alone, with none of the
// shared sections (no call to action, no cards), built and post-built as any other, and listed
// where its registry entry says. The link check crawls it with the rest of out-base/.
import { within } from '@testing-library/dom';
import { exportedFile, exportedPage } from './exported';

const dir = 'out-base';
const base = '/oj';
const page = exportedPage('/speaking', dir);

it('is a page: its heading, its text, its one stylesheet, its canonical address', () => {
  expect(page.querySelector('h1')?.textContent).toBe('Speaking');
  expect(page.querySelector('main h2')?.textContent).toBe('A first heading');
  expect(page.querySelectorAll('head link[rel="stylesheet"]')).toHaveLength(1);
  expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${base}/speaking$`));
});

it('is in the footer’s quick links of every page, and in the sitemap', () => {
  for (const path of ['/', '/about', '/speaking']) {
    const quickLinks = within(exportedPage(path, dir).querySelector('footer') as HTMLElement).getByRole('navigation', { name: 'Quick Links' });
    expect(within(quickLinks).getByRole('link', { name: 'Speaking' }).getAttribute('href')).toBe(`${base}/speaking`);
  }
  expect(exportedFile('sitemap.xml', dir).toString()).toMatch(new RegExp(`<loc>[^<]*${base}/speaking</loc>`));
});

it('describes itself to crawlers with the default graph: the page, about the person', () => {
  const graph = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')['@graph'] as { '@type': string }[];
  expect(graph.map((node) => node['@type'])).toEqual(['WebPage', 'Person']);
});
