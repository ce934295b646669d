import { sayWhenStopped, stoppedWords } from './stopped.ts';

// The CMS's page, its editor stopped: a save's request finds nothing listening.

it('says in the owner’s words that the editor has stopped, when its backend cannot be reached', async () => {
  const unreachable = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  Object.assign(window, { fetch: unreachable });
  sayWhenStopped(window);
  const saving = window.fetch('/api/v1', { method: 'POST' });
  await expect(saving).rejects.toThrow(stoppedWords);
  expect(String(await saving.catch((error: unknown) => error))).toBe(stoppedWords);
  // Anything else fails as it would.
  await expect(window.fetch('https://api.github.com/user')).rejects.toThrow('Failed to fetch');
  expect(unreachable).toHaveBeenCalledTimes(2);
});
