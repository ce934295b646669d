import { entryOf, freshOnEntrySwitch } from './entry-switch.ts';

// An entry opened from the address bar over another: the page loads anew, so its form is that entry's.

it('loads the page anew on a move from one entry straight to another, and on no other move', () => {
  expect(entryOf('#/collections/content/entries/about')).toBe('#/collections/content/entries/about');
  expect(entryOf('#/collections/insights/new')).toBeUndefined();
  const reload = jest.fn();
  const go = (hash: string) => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
  go('#/collections/content/entries/about');
  freshOnEntrySwitch(window, reload);
  go('#/collections/content/entries/home');
  expect(reload).toHaveBeenCalledTimes(1);
  go('#/collections/content');
  go('#/collections/content/entries/ventures');
  go('#/collections/insights/new');
  go('#/collections/insights/entries/an-article');
  expect(reload).toHaveBeenCalledTimes(1);
});
