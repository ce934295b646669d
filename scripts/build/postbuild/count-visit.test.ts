/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://oj.example.com/contact?email=a%40b.example&utm_source=news#reset=abc"}
 */
import { notFoundMark, optOutKey, visitCountedKey } from '../../../components/Analytics/signals.ts';
import { countingScript } from './count-visit.ts';

const statistics = { domain: 'oj.example.com', endpoint: 'https://events.example/api/event' };
const page = window as unknown as Record<string, unknown>;

/** The page's script run afresh, and what it sends as the page is left (twice: hidden, then gone). */
function leave(): { url: string; init: RequestInit; event: Record<string, unknown> }[] {
  const fetch = jest.fn((url: string, init: RequestInit) => (void [url, init], Promise.resolve()));
  Object.assign(window, { fetch });
  new Function(countingScript(statistics))();
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
    expect(sent[0]?.event).toEqual({ n: 'pageview', u: 'https://oj.example.com/contact?utm_source=news', d: 'oj.example.com', r: 'https://mail.example.net' });
  });

  it('on a not-found page, with the not-found goal and the path asked for', () => {
    document.body.innerHTML = `<p ${notFoundMark}>Oops! Page not found</p>`;
    expect(leave().map(({ event }) => [event.n, event.p])).toEqual([
      ['pageview', undefined],
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
