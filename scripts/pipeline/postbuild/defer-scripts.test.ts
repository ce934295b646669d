import { nextExport, run } from '../../test/next-export.ts';
import { earlyActionsKey } from '../../../lib/earlyActions.ts';
import { deferScripts, heldType, intents, isHeld, loader, scriptsOf, searcher } from './defer-scripts.ts';
import { seeker, starter } from './moments.ts';
import { all, attr, headOf, isTag, parse, serialize, textOf } from './html.ts';
import { pageOf } from './pipeline.ts';
import { playerScript } from './player-controls.ts';
import type { Page } from './pipeline.ts';

const page = (body: string): Page => ({
  name: 'index.html',
  document: parse(`<!DOCTYPE html><html><head><meta charset="utf-8">${body}</head><body><h1>Hello</h1></body></html>`),
});

describe("defer-scripts, on Next 16's own output", () => {
  it('holds back every external script, drops the script preloads, and puts the loader before the first', () => {
    const { page: about } = nextExport();
    const before = scriptsOf(about.document);
    expect(before.length).toBeGreaterThan(3);
    run(deferScripts(), about);
    expect(all(about.document, 'script', (script) => attr(script, 'src') !== undefined)).toEqual([]);
    expect(scriptsOf(about.document)).toEqual(before);
    expect(all(about.document, 'link', (link) => attr(link, 'as') === 'script')).toEqual([]);
    const scripts = all(about.document, 'script');
    const first = scripts.findIndex(isHeld);
    const [loading, held] = [scripts[first - 1], scripts[first]];
    expect(loading && textOf(loading)).toBe(loader);
    expect(isTag(held?.parentNode, 'head')).toBe(true);
  });

  it('fails, naming the page, when there is no script to hold back', () => {
    const { page: about } = nextExport();
    const step = deferScripts();
    run(step, about);
    expect(() => run(step, about)).toThrow('postbuild defer-scripts: about.html: expected at least one script to hold back');
  });
});

describe('defer-scripts, on markup Next may write differently', () => {
  const scripts = [
    '<script src="/a.js" async=""></script>',
    '<script src="/m.js" type="module" crossorigin="anonymous" integrity="sha384-abc" id="main"></script>',
    '<script src="/p.js" nomodule=""></script>',
    '<script>self.__next_f=[]</script>',
  ].join('');

  it('keeps every attribute but async on the placeholder, as data-<name>', () => {
    const held = page(scripts);
    run(deferScripts(), held);
    const html = serialize(held.document);
    expect(html).toContain(`<script type="${heldType}" data-src="/a.js"></script>`);
    expect(html).toContain(
      `<script type="${heldType}" data-src="/m.js" data-type="module" data-crossorigin="anonymous" data-integrity="sha384-abc" data-id="main"></script>`,
    );
    expect(html).toContain(`<script type="${heldType}" data-src="/p.js" data-nomodule=""></script>`);
    expect(html).toContain('<script>self.__next_f=[]</script>');
  });

  /** The page's head as the step leaves it, with the loader run, as a browser would on parsing it. */
  const loaded = () => {
    const held = page(scripts);
    run(deferScripts(), held);
    document.head.innerHTML = serialize(headOf(held.document));
    new Function(loader)();
  };
  const real = () => [...document.querySelectorAll('script[src]')];

  it('fetches nothing until the visitor does something: then gives every attribute back, in order', () => {
    loaded();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new MouseEvent('pointermove')); // the browser's own, with the pointer at rest
    expect(real()).toEqual([]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(real().map((script) => script.getAttribute('src'))).toEqual(['/a.js', '/m.js', '/p.js']);
    // Run in the page's order, not as each arrives: the React payload's file before Next's runtime.
    // (jsdom has no `async` of its own: the loader's is the only one, falsy; a browser reads it as a boolean.)
    expect(real().map((script) => Object.hasOwn(script, 'async') && !Reflect.get(script, 'async'))).toEqual([true, true, true]);
    expect(real()[1]?.outerHTML).toBe('<script src="/m.js" type="module" crossorigin="anonymous" integrity="sha384-abc" id="main"></script>');
    expect(real().map((script) => script.hasAttribute('nomodule'))).toEqual([false, false, true]);
    expect(document.querySelectorAll(`script[type="${heldType}"]`)).toHaveLength(0);
  });

  it.each(intents)('counts %s as intent', (name) => {
    loaded();
    document.body.dispatchEvent(Object.assign(new Event(name, { bubbles: true }), { movementX: 3 }));
    expect(real()).toHaveLength(3);
  });

  it('counts nothing done in the search as intent: it runs on its own script, and the page’s wait for an intent elsewhere', () => {
    document.body.innerHTML = `<div data-search="{}"><form><input name="q"></form></div>`;
    loaded();
    const field = document.querySelector('input')!;
    for (const name of ['pointerdown', 'touchstart', 'focusin', 'keydown']) field.dispatchEvent(new Event(name, { bubbles: true }));
    expect(real()).toEqual([]);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(real()).toHaveLength(3);
  });

  it('keeps, for the page to do again, a press on a marked control or a marked form’s submit, and nothing React already holds', () => {
    document.body.innerHTML = `<button data-replay="click"><svg></svg></button><button id="plain">x</button><form data-replay="submit"><button type="submit" data-sending="Sending…">Send Message</button></form><button data-replay="click" id="held">y</button>`;
    loaded();
    const [marked, plain, form, held] = [...document.body.children] as HTMLElement[];
    Object.assign(held!, { __reactProps$x: {} });
    marked!.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    plain!.click();
    held!.click();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    // The kept submit answered at once: its button says it is sending.
    expect([form!.querySelector('button')?.textContent, form!.querySelector('button')?.getAttribute('aria-disabled')]).toEqual(['Sending…', 'true']);
    expect((window as unknown as Record<string, unknown>)[earlyActionsKey]).toEqual([marked, form]);
  });

  it('reads a page whose scripts are held or not the same, for the byte budget', () => {
    const held = pageOf('.', 'index.html', serialize(page(scripts).document));
    const plain = scriptsOf(held.document);
    run(deferScripts(), held);
    expect(scriptsOf(held.document)).toEqual(plain);
    expect(plain.map((script) => script.noModule)).toEqual([false, false, true]);
  });
});

describe('defer-scripts, on a page with chapters', () => {
  /** A page of an episode with a player and its chapters' buttons, the step run over it, as a browser parses it. */
  function episodePage(chapters: string) {
    const held: Page = {
      name: 'podcast/x.html',
      document: parse(`<!DOCTYPE html><html><head><script src="/a.js"></script></head><body><audio id="episode-audio"></audio>${chapters}</body></html>`),
    };
    run(deferScripts(), held);
    return held;
  }

  it('answers a chapter’s press there alone: its player plays from the chapter’s start', () => {
    const plain = episodePage('');
    expect(all(plain.document, 'script').map(textOf).filter(Boolean)).toEqual([loader, starter, playerScript]);
    const held = episodePage('<button type="button" data-seek="65" aria-controls="episode-audio">1:05 Second</button>');
    const [, seeking] = all(held.document, 'script').map(textOf);
    expect(seeking).toBe(seeker);
    document.documentElement.innerHTML = serialize(held.document).replace(/^<!DOCTYPE html>/, '');
    const player = document.getElementById('episode-audio') as HTMLMediaElement;
    const played = jest.spyOn(player, 'play').mockResolvedValue();
    new Function(seeker)();
    document.querySelector('button')?.click();
    // preload="none": the time is taken once the player knows the file.
    expect(played.mock.calls.length).toBe(1);
    player.dispatchEvent(new Event('loadedmetadata'));
    expect(player.currentTime).toBe(65);
  });
});

describe('defer-scripts, on an episode’s page reached by a shared moment', () => {
  it('starts its player at the address’s moment when pressed, once', () => {
    document.documentElement.innerHTML = '<head></head><body><audio id="episode-audio" preload="none"></audio></body>';
    const player = document.getElementById('episode-audio') as HTMLMediaElement;
    window.history.replaceState(null, '', '/podcast/x?t=1:05');
    new Function(starter)();
    document.dispatchEvent(new Event('DOMContentLoaded')); // as the page ends parsing, after the script in its <head>
    player.dispatchEvent(new Event('loadedmetadata')); // pressed: the player knows the file
    expect(player.currentTime).toBe(65);
    player.currentTime = 3;
    player.dispatchEvent(new Event('loadedmetadata'));
    expect(player.currentTime).toBe(3);
    window.history.replaceState(null, '', '/podcast/x');
  });
});

describe('defer-scripts, on the search page', () => {
  it('gives the page with the search its own script (components/SiteSearch/searchOnPage.ts), and no other page', () => {
    const pageWith = (body: string) => {
      const held: Page = { name: 'x.html', document: parse(`<!DOCTYPE html><html><head><script src="/a.js"></script></head><body>${body}</body></html>`) };
      run(deferScripts(), held);
      return all(held.document, 'script').map(textOf).filter(Boolean);
    };
    expect(pageWith('<div data-search="{}"><form role="search"></form></div>')).toEqual([loader, searcher]);
    expect(pageWith('<form role="search"></form>')).toEqual([loader]);
  });
});
