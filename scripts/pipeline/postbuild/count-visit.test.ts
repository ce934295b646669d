/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://oj.example.com/contact?email=a%40b.example&utm_source=news#reset=abc"}
 */
import { notFoundMark, optOutKey, restoredKey, visitCountedKey } from '../../../components/Analytics/signals.ts';
import { countingScript } from './count-visit.ts';

const statistics = { domain: 'oj.example.com', endpoint: 'https://events.example/api/event' };
const page = window as unknown as Record<string, unknown>;

/** The page's script run afresh (unless `again`: the same page, left once more), and what it sends as the page is left (twice: hidden, then gone). */
function leave(again = false): { url: string; init: RequestInit; event: Record<string, unknown> }[] {
  const fetch = jest.fn((url: string, init: RequestInit) => (void [url, init], Promise.resolve()));
  Object.assign(window, { fetch });
  if (!again) new Function(countingScript(statistics))();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
  return fetch.mock.calls.map(([url, init]) => ({ url, init, event: JSON.parse(String(init.body)) }));
}

// Each test's script is a page of its own: the listeners an earlier test's script added go with it.
const added: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
for (const target of [window, document]) {
  const add = target.addEventListener.bind(target);
  target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
    if (!listener) return;
    added.push([target, type, listener]);
    add(type, listener, options);
  };
}
afterEach(() => {
  for (const [target, type, listener] of added.splice(0)) target.removeEventListener(type, listener);
});

beforeEach(() => {
  delete page[visitCountedKey];
  delete page[restoredKey];
  Object.defineProperty(document, 'prerendering', { configurable: true, get: () => false });
  jest.restoreAllMocks();
  // jsdom keeps no navigation entries (a browser has one per page): a page loaded.
  Object.assign(performance, { getEntriesByType: () => [] });
  localStorage.clear();
  document.body.innerHTML = '';
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => 'https://mail.example.net/inbox/read?id=123' });
});

describe('a visit that never reaches the scripts', () => {
  it('is counted once, as it is left, as the tracker would count it and reduced as the privacy page says', () => {
    const sent = leave();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: statistics.endpoint, init: { method: 'POST', headers: { 'Content-Type': 'text/plain' } } });
    expect(sent[0]?.init.keepalive).toBeTruthy(); // sent as the page goes (minified: 1 for true, which fetch reads as true)
    expect(sent[0]?.event).toEqual({
      n: 'pageview',
      u: 'https://oj.example.com/contact?utm_source=news',
      d: 'oj.example.com',
      r: 'https://mail.example.net',
      p: { arrival: 'loaded' },
    });
  });

  it('says the page was prerendered where the browser had it ready before the press', () => {
    jest.spyOn(performance, 'getEntriesByType').mockReturnValue([{ activationStart: 180 } as unknown as PerformanceEntry]);
    expect(leave().map(({ event }) => event.p)).toEqual([{ arrival: 'prerendered' }]);
  });

  it('counts nothing for a page prerendered and never shown', () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => true });
    expect(leave()).toEqual([]);
  });

  it('counts a return from the browser’s back/forward cache as a visit of its own, restored, as it is left again', () => {
    expect(leave().map(({ event }) => event.p)).toEqual([{ arrival: 'loaded' }]);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(leave(true).map(({ event }) => event.p)).toEqual([{ arrival: 'restored' }]);
    // Not once the tracker has come and counted it (it counts a return itself).
    page[visitCountedKey] = true;
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(leave(true)).toEqual([]);
  });

  it('on a not-found page, with the not-found goal and the path asked for', () => {
    document.body.innerHTML = `<p ${notFoundMark}>Oops! Page not found</p>`;
    expect(leave().map(({ event }) => [event.n, event.p])).toEqual([
      ['pageview', { arrival: 'loaded' }],
      ['404', { path: '/contact' }],
    ]);
  });

  it('is not counted here once the tracker has counted it', () => {
    page[visitCountedKey] = true;
    expect(leave()).toEqual([]);
  });

  it('sends nothing for a page that loaded while the visitor had said no, even if he says yes before leaving, and tells the tracker so', () => {
    localStorage.setItem(optOutKey, 'true');
    const fetch = jest.fn(() => Promise.resolve());
    Object.assign(window, { fetch });
    new Function(countingScript(statistics))();
    // Settled at load: a tracker that comes after he says yes skips this page's pageview (components/Analytics/tracker.ts).
    expect(page[visitCountedKey]).toBeTruthy();
    localStorage.clear();
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing for a browser that says no, on the privacy page’s switch or by Do Not Track', () => {
    localStorage.setItem(optOutKey, 'true');
    expect(leave()).toEqual([]);
    localStorage.clear();
    delete page[visitCountedKey];
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, get: () => '1' });
    expect(leave()).toEqual([]);
  });
});
