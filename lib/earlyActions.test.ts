import { earlyActionsKey, momentIn, replay, replayEarlyActions } from './earlyActions';
import { loader } from '../scripts/pipeline/postbuild/defer-scripts';

describe('presses made before the code came', () => {
  it('are done again once, in order: a click on the same element, a submit through the form’s own checks and handler', () => {
    document.body.innerHTML = `<button ${Object.entries(replay('click'))
      .map(([name, value]) => `${name}="${value}"`)
      .join(' ')}>next</button><form><input name="a" value="1"></form>`;
    const [button, form] = [...document.body.children] as [HTMLButtonElement, HTMLFormElement];
    const done: string[] = [];
    button.addEventListener('click', () => done.push('click'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      done.push(`submit ${new FormData(form).get('a')}`);
    });
    const page = Object.assign(window, { [earlyActionsKey]: [button, form, button] });
    expect(replayEarlyActions(page)).toBe(3);
    expect(done).toEqual(['click', 'submit 1', 'click']);
    expect(replayEarlyActions(page)).toBe(0);
    expect(page[earlyActionsKey]).toBeUndefined();
  });

  it('leave a control no longer on the page alone', () => {
    const gone = document.createElement('button');
    const clicked = jest.fn();
    gone.addEventListener('click', clicked);
    expect(replayEarlyActions(Object.assign(window, { [earlyActionsKey]: [gone] }))).toBe(1);
    expect(clicked).not.toHaveBeenCalled();
  });

  it('give a kept form’s button back its own words before its submit is done again, which the loader changed to Sending…', () => {
    document.body.innerHTML = `<form ${Object.entries(replay('submit'))
      .map(([name, value]) => `${name}="${value}"`)
      .join(' ')}><button type="submit" data-sending="Sending…" aria-disabled="false">Send Message</button></form>`;
    new Function(loader)();
    const form = document.querySelector('form')!;
    const button = form.querySelector('button')!;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect([button.textContent, button.getAttribute('aria-disabled')]).toEqual(['Sending…', 'true']);
    const seen: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`${button.textContent} ${button.getAttribute('aria-disabled')}`);
    });
    expect(replayEarlyActions(window)).toBe(1);
    expect(seen).toEqual(['Send Message false']);
  });
});

describe('a moment in an address (a shared link to a time in an episode)', () => {
  it.each([
    ['?t=454', '', 454],
    ['', '#t=7:34', 454],
    ['?t=1:02:03', '', 3723],
    ['?utm_source=x&t=90s', '', 90],
    ['', '#t=65&x=1', 65],
  ])('reads %s%s as %i seconds', (search, hash, seconds) => expect(momentIn({ search, hash })).toBe(seconds));

  it.each([
    ['', ''],
    ['?t=', ''],
    ['?t=abc', ''],
    ['?at=90', ''],
    ['', '#t=0'],
    ['?t=1:2:3:4', ''],
    ['?t=99:99', ''],
    ['', '#t=1:60:00'],
  ])('finds none in %s%s', (search, hash) => expect(momentIn({ search, hash })).toBeUndefined());
});
