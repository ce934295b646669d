import { keepPlace, keptPlace, keptSpeed } from './memory';

// What the player reads back from the listener's storage, which another page of a shared origin (user.github.io) can write too.

it('reads back a place within the longest episode, and no other value as a place or a speed', () => {
  keepPlace('boardroom', 306.4, 3000);
  expect(keptPlace('boardroom')).toBe(306);
  for (const written of ['Infinity', '1e309', '-5', '1e21', 'NaN', 'abc', '90000']) {
    localStorage.setItem('oj-player-place:boardroom', written);
    expect([written, keptPlace('boardroom')]).toEqual([written, 0]);
  }
  for (const written of ['3', 'Infinity', '-1', '0.5']) {
    localStorage.setItem('oj-player-speed', written);
    expect([written, keptSpeed()]).toEqual([written, 1]);
  }
});
