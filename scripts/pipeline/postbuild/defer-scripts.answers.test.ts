import { committedKey, markCommitted } from '../../../lib/earlyActions.ts';
import { deferScripts, loader, pressEvents } from './defer-scripts.ts';
import { headOf, parse, serialize } from './html.ts';
import { run } from '../../test/next-export.ts';

// In a file of its own: a window of its own, with this one loader on it (each loader run in a
// window listens there for good, and a carousel's press would be stepped once for each).
describe('defer-scripts, a press React is still hydrating for', () => {
  const held = { name: 'index.html', document: parse('<!DOCTYPE html><html><head><script src="/a.js"></script></head><body></body></html>') };
  run(deferScripts(), held);

  it('answers a carousel’s arrow itself and keeps its press from React’s listener until React’s first commit', () => {
    document.body.innerHTML = `<section data-carousel=""><button data-step="-1">‹</button><span data-position="">1 / 3</span><button data-step="1">›</button><div><div data-current="true"></div><div data-current="false"></div><div data-current="false"></div></div></section>`;
    document.head.innerHTML = serialize(headOf(held.document));
    new Function(loader)();
    // React's own listeners are on the document: what reaches them is what React would hydrate for.
    const heard: string[] = [];
    for (const name of pressEvents) document.addEventListener(name, () => heard.push(name), true);
    const [back, forward] = [...document.querySelectorAll('button')];
    const shown = () => [
      [...document.querySelectorAll('[data-current]')].findIndex((slide) => slide.getAttribute('data-current') === 'true'),
      document.querySelector('[data-position]')?.textContent,
    ];
    for (const name of pressEvents) back!.dispatchEvent(new Event(name, { bubbles: true }));
    expect(shown()).toEqual([2, '3 / 3']);
    expect(heard).toEqual([]);
    // Once React's tree is committed (mid-hydration, its props are on the arrow already: no sign), the press is React's alone.
    Object.assign(forward!, { __reactProps$x: {} });
    forward!.click();
    expect([shown(), heard]).toEqual([[0, '1 / 3'], []]);
    markCommitted();
    expect(Reflect.get(window, committedKey)).toBe(true);
    forward!.click();
    expect([shown(), heard]).toEqual([[0, '1 / 3'], ['click']]);
  });
});
