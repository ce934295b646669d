/**
 * @jest-environment node
 */
import { sendMessage } from './sendMessage';

// What counts as delivered: only a service's 2xx. The journeys run the same in Chromium over
// real HTTP, a redirect to another origin (an opaque one) included
// (e2e/contact-delivery-fallbacks.delivery.spec.ts); this pins each kind of answer.

describe('sendMessage', () => {
  const realFetch = global.fetch;
  afterEach(() => (global.fetch = realFetch));
  const answering = (status: number) => jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => new Response(null, { status }));
  const data = () => {
    const form = new FormData();
    form.set('message', 'Hello');
    return form;
  };

  it('is sent when the service answers 2xx, posting the fields as a form, asking for JSON, without following redirects', async () => {
    const fetch = answering(200);
    global.fetch = fetch;
    expect(await sendMessage('https://forms.example/f/1', data(), 1_000)).toBe('sent');
    expect(fetch).toHaveBeenCalledWith(
      'https://forms.example/f/1',
      expect.objectContaining({ method: 'POST', redirect: 'manual', headers: { Accept: 'application/json' } }),
    );
  });

  it.each([302, 303, 307, 429, 500])('is not sent when the service answers %i', async (status) => {
    global.fetch = answering(status);
    expect(await sendMessage('https://forms.example/f/1', data(), 1_000)).toBe('failed');
  });

  it('is not sent when the connection fails', async () => {
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendMessage('https://forms.example/f/1', data(), 1_000)).toBe('failed');
  });
});
