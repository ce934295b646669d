import { earlyActionsKey, replay, replayEarlyActions } from './earlyActions';

describe('presses made before the code came', () => {
  it('are done again once, in order: a click on the same element, a submit through the form’s own checks and handler', () => {
    document.body.innerHTML = `<button ${Object.entries(replay('click')).map(([name, value]) => `${name}="${value}"`).join(' ')}>next</button><form><input name="a" value="1"></form>`;
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
});
