/**
 * @jest-environment node
 */
import {
  collectsData,
  plausibleEndpoint,
  resolveAnalytics,
  resolveBooking,
  resolveDelivery,
  resolveNewsletter,
  resolvePodcastFeed,
  settings,
} from './settings';
import { problemsOf } from './schema/dataFiles';
import { settingsFile } from './schema/settings';

// The owner's optional services: off as shipped, on by the setting or its build variable, and
// a clear line for anything that is not an address.

describe('as shipped', () => {
  it('every service is off, so the site is the specification’s and collects nothing', () => {
    expect(resolveAnalytics({})).toBeUndefined();
    expect(resolveBooking({})).toBeUndefined();
    expect(resolvePodcastFeed({})).toBeUndefined();
    expect(collectsData({})).toBe(false);
    expect(resolveDelivery({})).toEqual({ kind: 'log' });
    expect(resolveNewsletter()).toBeUndefined();
  });
});

describe('the newsletter (Settings → Newsletter)', () => {
  const words = { heading: 'Letters from OJ', text: 'Now and then.' };
  it('posts the reader’s address where his service reads it, and makes the site one that collects', () => {
    const buttondown = { ...words, address: 'https://buttondown.com/api/emails/embed-subscribe/oj' };
    expect(resolveNewsletter({ newsletter: buttondown })).toEqual({
      action: buttondown.address,
      origin: 'https://buttondown.com',
      field: 'email',
      service: 'buttondown.com',
      ...words,
    });
    expect(resolveNewsletter({ newsletter: { ...words, address: 'https://app.kit.com/forms/1234567/subscriptions' } })).toMatchObject({
      field: 'email_address',
    });
    expect(collectsData({}, { ...settings, newsletter: buttondown })).toBe(true);
  });

  it('takes an https address of a plain host alone, in the editor and the build alike', () => {
    const withAddress = (address: string) => `${JSON.stringify({ ...settings, newsletter: { ...words, address } })}`;
    expect(problemsOf('content/settings.json', withAddress('http://buttondown.com/x'), settingsFile)).toEqual([
      `content/settings.json: newsletter.address: must be empty or an https address; got "http://buttondown.com/x"`,
    ]);
    expect(problemsOf('content/settings.json', withAddress('https://buttondown.com/api/emails/embed-subscribe/oj'), settingsFile)).toEqual([]);
    expect(problemsOf('content/settings.json', withAddress('https://letters.example-service.com/subscribe'), settingsFile)).toEqual([]);
    const refused = (address: string) => problemsOf('content/settings.json', withAddress(address), settingsFile).map((line) => line.replace(/; got .*/, ''));
    expect(refused('https://buttondown.com/oj')).toEqual([
      'content/settings.json: newsletter.address: is not Buttondown’s sign-up form but another of its pages: Buttondown gives the form’s address under Settings → Embedding, such as https://buttondown.com/api/emails/embed-subscribe/yourname',
    ]);
    expect(refused('https://buttondown.com.mail-list.net/api/emails/embed-subscribe/oj')).toEqual([
      'content/settings.json: newsletter.address: is not on Buttondown (buttondown.com), though its name looks like it: copy the address again from Buttondown, Settings → Embedding',
    ]);
    expect(refused('https://10.0.0.1/subscribe')).toEqual([
      'content/settings.json: newsletter.address: must name its host by its name, not by a number (10.0.0.1)',
    ]);
    expect(refused('https://letters.example.com:0/subscribe')).toEqual([
      'content/settings.json: newsletter.address: must have a port (after a colon) of at least 1, or none',
    ]);
    expect(refused('https://xn--buttndown-x2a.com/api/emails/embed-subscribe/oj')).toEqual([
      'content/settings.json: newsletter.address: must name its host in plain letters (xn--buttndown-x2a.com is written to look like another)',
    ]);
  });
});

describe('where messages go (Settings → Messages)', () => {
  it('is the owner’s choice, and CONTACT_ENDPOINT still wins over it', () => {
    const formspree = { to: 'a form service', address: 'https://formspree.io/f/abcdwxyz' } as const;
    expect(resolveDelivery({}, formspree)).toEqual({ kind: 'endpoint', url: 'https://formspree.io/f/abcdwxyz' });
    expect(resolveDelivery({}, { to: 'Netlify Forms', address: '' })).toEqual({ kind: 'netlify' });
    expect(resolveDelivery({}, { to: 'nowhere yet', address: '' })).toEqual({ kind: 'log' });
    expect(resolveDelivery({ CONTACT_ENDPOINT: 'netlify' }, formspree)).toEqual({ kind: 'netlify' });
    expect(resolveDelivery({ CONTACT_ENDPOINT: 'log' }, formspree)).toEqual({ kind: 'log' });
  });
});

describe('the build variables', () => {
  it('turn statistics on, at Plausible’s own endpoint unless told another', () => {
    expect(resolveAnalytics({ PLAUSIBLE_DOMAIN: 'oj.example.com' })).toEqual({ domain: 'oj.example.com', endpoint: plausibleEndpoint });
    expect(resolveAnalytics({ PLAUSIBLE_DOMAIN: 'oj.example.com', PLAUSIBLE_ENDPOINT: 'https://stats.example.com/api/event' })).toEqual({
      domain: 'oj.example.com',
      endpoint: 'https://stats.example.com/api/event',
    });
    expect(collectsData({ PLAUSIBLE_DOMAIN: 'oj.example.com' })).toBe(true);
  });

  it('a contact-form delivery alone also means the site collects, and so has a privacy page', () => {
    expect(collectsData({ CONTACT_ENDPOINT: 'netlify' })).toBe(true);
    expect(collectsData({ CONTACT_ENDPOINT: 'log' })).toBe(false);
  });

  it('set the booking link with the owner’s words, and the feed', () => {
    expect(resolveBooking({ BOOKING_URL: 'https://cal.com/oj/intro' })).toEqual({ href: 'https://cal.com/oj/intro', label: settings.booking.label });
    expect(resolvePodcastFeed({ PODCAST_FEED: 'https://feeds.example.com/oj.xml' })).toBe('https://feeds.example.com/oj.xml');
  });
  // What they refuse, and how they say it: model/buildConfig.test.ts.
});

describe('content/settings.json', () => {
  const withSettings = (change: (data: typeof settings) => void) => {
    const data = structuredClone(settings);
    change(data);
    return problemsOf('content/settings.json', JSON.stringify(data), settingsFile);
  };

  it('takes an empty field as off, and names the field of a bad one', () => {
    expect(withSettings(() => undefined)).toEqual([]);
    expect(withSettings((data) => void (data.analytics.domain = 'oj.example.com'))).toEqual([]);
    expect(withSettings((data) => void (data.booking.url = 'calendly.com/oj'))).toEqual([
      'content/settings.json: booking.url: must be empty or an https address; got "calendly.com/oj"',
    ]);
    expect(withSettings((data) => void (data.analytics.domain = 'https://oj.example.com/'))).toEqual([
      'content/settings.json: analytics.domain: must be empty or a domain such as oj.example.com; got "https://oj.example.com/"',
    ]);
  });

  it('takes a form service’s address only with a form service, and asks for it there', () => {
    expect(withSettings((data) => void (data.messages = { to: 'a form service', address: 'https://formspree.io/f/abcdwxyz' }))).toEqual([]);
    expect(withSettings((data) => void (data.messages = { to: 'a form service', address: '' }))).toEqual([
      'content/settings.json: messages.address: must be your form’s address at the form service, such as https://formspree.io/f/abcdwxyz; got ""',
    ]);
    expect(withSettings((data) => void (data.messages = { to: 'Netlify Forms', address: 'https://formspree.io/f/abcdwxyz' }))).toEqual([
      'content/settings.json: messages.address: must be empty unless your messages go to a form service; got "https://formspree.io/f/abcdwxyz"',
    ]);
    expect(withSettings((data) => void (data.messages = { to: 'a form service', address: 'formspree.io/f/x' }))[0]).toMatch(
      /^content\/settings\.json: messages\.address: must be empty or an https address/,
    );
  });

  it('takes one kind of address: no password, no hidden host, a real port, a host in plain letters; the origin posted to is the one written', () => {
    const address = (value: string) => withSettings((data) => void (data.messages = { to: 'a form service', address: value }));
    expect(address('https://user:secret@formspree.io/f/abc')).toEqual([
      'content/settings.json: messages.address: must not carry a user name or password (nothing before an @); got "https://…@formspree.io/f/abc"',
    ]);
    expect(address('https://formspree.io%2F@evil.com/')).toEqual([expect.stringMatching(/messages\.address: must not carry a user name or password/)]);
    expect(address('https://formspree.io:99999/f/abc')).toEqual([expect.stringMatching(/messages\.address: must be a whole https address.*at most 65535/)]);
    for (const host of ['form,spree.io', "form'spree.io", 'form*spree.io', 'form;spree.io', 'form=spree.io', 'form{spree}.io']) {
      expect(address(`https://${host}/f/abc`)).toEqual([
        expect.stringMatching(/messages\.address: must (name its host as a plain host name|be a whole https address)/),
      ]);
    }
    expect(address('https://formspree.io:8443/f/abc')).toEqual([]);
    expect(resolveDelivery({}, { to: 'a form service', address: 'https://FormSpree.IO/f/abc' })).toEqual({
      kind: 'endpoint',
      url: 'https://formspree.io/f/abc',
    });
  });

  it('offers the colour schemes by name, and names the choices when another is written', () => {
    expect(settings.colourSchemes).toBe('light and dark');
    expect(withSettings((data) => void (data.colourSchemes = 'light only'))).toEqual([]);
    const [problem] = withSettings((data) => Object.assign(data, { colourSchemes: 'dark' }));
    expect(problem).toMatch(/^content\/settings\.json: colourSchemes: .*light and dark.*light only/);
  });
});
