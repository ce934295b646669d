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
