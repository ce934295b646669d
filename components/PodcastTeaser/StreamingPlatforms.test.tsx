import { render, screen } from '@testing-library/react';
import { StreamingPlatforms } from './StreamingPlatforms';

// Where to listen: on the show's own pages, only the platforms the owner has set, never a link to the page itself.

const copy = {
  listenHeading: 'Listen on',
  streamingPlatforms: [
    { label: 'Apple Podcasts', href: 'https://podcasts.apple.com/show/oj' },
    { label: 'Spotify', href: '#podcast' },
    { label: 'YouTube Music', href: '/#podcast' },
  ],
};

const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

it('lists, on the show’s pages, only the platforms he has set, and the feed', () => {
  render(<StreamingPlatforms copy={copy} feed="https://podcast.example.com/feed.xml" setOnly />);
  expect(links()).toEqual([
    ['Apple Podcasts', 'https://podcasts.apple.com/show/oj'],
    ['Subscribe to the feed (RSS)', 'https://podcast.example.com/feed.xml'],
  ]);
});

it('keeps the three as he has them on the home page, and shows nothing on the show’s pages with none set and no feed', () => {
  const { unmount } = render(<StreamingPlatforms copy={copy} />);
  expect(links().map(([label]) => label)).toEqual(['Apple Podcasts', 'Spotify', 'YouTube Music']);
  unmount();
  const { container } = render(<StreamingPlatforms copy={{ ...copy, streamingPlatforms: copy.streamingPlatforms.slice(1) }} setOnly />);
  expect(container).toBeEmptyDOMElement();
});

it('leaves no empty box on the show’s pages where there is nothing to list', () => {
  const { container } = render(<StreamingPlatforms copy={{ ...copy, streamingPlatforms: [] }} setOnly className="listen" />);
  expect(container).toBeEmptyDOMElement();
  render(<StreamingPlatforms copy={copy} setOnly className="listen" />);
  expect(screen.getByRole('list', { name: 'Listen on' }).parentElement).toHaveClass('listen');
});
