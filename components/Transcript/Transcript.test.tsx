import { render, screen } from '@testing-library/react';
import { Transcript } from './Transcript';

it('gives each time said inside a joined turn its own part, its words with it, for the mark to move to as it is said', () => {
  const turns = [{ start: 420, speaker: 'OJ', text: 'We started there. [7:34] Then the plan met reality. [8:02] And we adapted.' }];
  render(<Transcript turns={turns} player="episode-audio" />);
  const cue = screen.getByRole('link', { name: 'Play from 7:34' }).parentElement;
  expect(cue?.tagName).toBe('SPAN');
  expect(cue).toHaveTextContent(/^Play from 7:34 Then the plan met reality\.\s*$/);
  expect(screen.getByRole('link', { name: 'Play from 8:02' }).parentElement).toHaveTextContent(/^Play from 8:02 And we adapted\.$/);
  // The turn's own start marks the whole turn; its words before the first cue are the turn's.
  const turn = screen.getByRole('link', { name: 'Play from 7:00' }).parentElement;
  expect(turn?.tagName).toBe('P');
  expect(turn).toHaveTextContent('OJ: We started there.');
  expect(screen.getByRole('checkbox', { name: 'Keep the line being said in view' })).toBeChecked();
});

it('makes a time said in the words a press that plays from there, but not a clock’s time, one past the episode’s end or one in brackets', () => {
  const turns = [{ start: 1200, text: 'As I said at 7:34, the plan met reality [20:10] by 9:30 am, and at 59:00 we were done.' }];
  render(<Transcript turns={turns} player="episode-audio" length={42 * 60 + 59} />);
  const said = screen.getByRole('link', { name: 'Play from 7:34' });
  expect(said).toHaveAttribute('data-seek', '454');
  expect(said).toHaveAttribute('href', '#t=454');
  expect(said).toHaveAttribute('aria-controls', 'episode-audio');
  // Never where the voice is: the mark follows the turns and cues alone (scripts/pipeline/postbuild/moments.ts).
  expect(said).toHaveAttribute('data-said');
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Play from 20:00', 'Play from 7:34', 'Play from 20:10']);
  expect(screen.getByText(/by 9:30 am, and at 59:00 we were done\./)).toBeInTheDocument();
});
