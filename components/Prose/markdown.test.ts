import { renderMarkdown } from './markdown';

// The owner's Markdown as HTML: what it becomes, and what it never becomes. The photo pipeline is
// the photo tests' (lib/photos/); here a photo has one file at one width.
jest.mock('@/lib/photos/sources', () => ({
  photoSources: ({ file }: { file: string }) => ({
    width: 1200,
    height: 800,
    src: `/photos/${file}-1200.webp`,
    srcSet: `/photos/${file}-1200.webp 1200w`,
    sizes: '100vw',
    avif: { src: '', srcSet: `/photos/${file}-1200.avif 1200w` },
    color: '#123456',
  }),
}));

const html = (markdown: string) => {
  const host = document.createElement('div');
  host.innerHTML = renderMarkdown(markdown);
  return host;
};

it('puts the text’s headings under the page’s title, keeping their order, each with an anchor', () => {
  const headings = [...html('# Start\n\n## Detail\n\n### Finer\n\n# Start').querySelectorAll('h1, h2, h3, h4')];
  expect(headings.map((heading) => `${heading.tagName} ${heading.id}`)).toEqual(['H2 start', 'H3 detail', 'H4 finer', 'H2 start-1']);
  expect([...html('### Only small\n\n#### Smaller').querySelectorAll('h2, h3')].map((heading) => heading.tagName)).toEqual(['H2', 'H3']);
});

it('shows HTML as the text it is, and drops links that would run code', () => {
  const hostile = html('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[a](javascript:alert(1)) [b](data:text/html,x) [c](vbscript:x)');
  expect(hostile.querySelectorAll('script, img, a')).toHaveLength(0);
  expect(hostile.textContent).toContain('<script>alert(1)</script>');
});

it('opens another site’s links in a new tab, and keeps the site’s own and mail links as they are', () => {
  const links = [...html('[out](https://example.org/x) [in](/contact) [mail](mailto:a@b.example)').querySelectorAll('a')];
  expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
    ['https://example.org/x', '_blank', 'noopener noreferrer'],
    ['/contact', null, null],
    ['mailto:a@b.example', null, null],
  ]);
});

it('puts a table in its own box, which scrolls and which a keyboard reaches', () => {
  const box = html('| A | B |\n|---|---|\n| 1 | 2 |').querySelector('section');
  expect([box?.getAttribute('aria-label'), box?.getAttribute('tabindex'), box?.firstElementChild?.tagName]).toEqual(['Table', '0', 'TABLE']);
});

it('draws the owner’s photo as every photo is drawn: AVIF first, its size kept, lazy, its alt text', () => {
  const picture = html('![The team](team.jpg)').querySelector('picture');
  const img = picture?.querySelector('img');
  expect(picture?.querySelector('source')?.getAttribute('type')).toBe('image/avif');
  expect([img?.getAttribute('alt'), img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('loading')]).toEqual([
    'The team',
    '1200',
    '800',
    'lazy',
  ]);
});
