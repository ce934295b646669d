import { render, screen } from '@testing-library/react';
import { DownloadLink } from './EpisodePlayer';

it('says the size of the episode’s file where the feed gives one, and none where its length is a placeholder', () => {
  const { rerender } = render(<DownloadLink audio={{ url: 'https://cdn.example/1.mp3', type: 'audio/mpeg', length: 48_000_000 }} />);
  expect(screen.getByRole('link', { name: 'Download the episode (MP3, 48 MB)' })).toHaveAttribute('href', 'https://cdn.example/1.mp3');
  rerender(<DownloadLink audio={{ url: 'https://cdn.example/1.mp3', type: 'audio/mpeg', length: 1000 }} />);
  expect(screen.getByRole('link', { name: 'Download the episode (MP3)' })).toBeInTheDocument();
});
