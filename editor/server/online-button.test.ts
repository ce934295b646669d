import { screen } from '@testing-library/react';
import { historyPath, momentFormat } from './history.ts';
import { entryFiles, onlineLabel, onlinePath, showOnlineButton, stillAfterMs, stillWords } from './online-button.ts';

// The button on the CMS's page: a press that takes long says it is still at work, then what happened.
it('says it is still at work during a long press, then its answer in place of it', async () => {
  jest.useFakeTimers();
  let answer: (value: Response) => void = () => undefined;
  global.fetch = jest.fn(() => new Promise<Response>((settle) => (answer = settle)));
  showOnlineButton(onlinePath, onlineLabel, historyPath, entryFiles, momentFormat, { words: stillWords, afterMs: stillAfterMs });
  screen.getByRole('button', { name: onlineLabel }).click();
  expect(screen.getByRole('button', { name: 'Putting it online…' })).toBeDisabled();
  expect(screen.queryByRole('status')).toBeNull();
  jest.advanceTimersByTime(stillAfterMs);
  expect(screen.getByRole('status')).toHaveTextContent(stillWords);
  answer({ json: async () => ({ online: true, words: 'Sent: Home page.' }) } as Response);
  jest.useRealTimers();
  expect(await screen.findByRole('status')).toHaveTextContent(/^Sent: Home page\.$/);
  expect(screen.getByRole('button', { name: onlineLabel })).toBeEnabled();
});
