import { deliveryOrigins, deliveryWarning, landingOrigins, resolveContactDelivery } from './delivery';

describe('the contact delivery setting', () => {
  it('is log by default, so the site builds and demos with no account anywhere', () => {
    expect(resolveContactDelivery(undefined)).toEqual({ kind: 'log' });
  });

  it('takes CONTACT_ENDPOINT: log, netlify, or a form backend URL', () => {
    expect(resolveContactDelivery('log')).toEqual({ kind: 'log' });
    expect(resolveContactDelivery('netlify')).toEqual({ kind: 'netlify' });
    expect(resolveContactDelivery('https://formspree.io/f/xyzabc')).toEqual({ kind: 'endpoint', url: 'https://formspree.io/f/xyzabc' });
    expect(resolveContactDelivery('http://127.0.0.1:4176/f/test')).toEqual({ kind: 'endpoint', url: 'http://127.0.0.1:4176/f/test' });
  });

  it('lets the policy through to exactly the endpoint origin, and nowhere for log or Netlify', () => {
    expect(deliveryOrigins({ kind: 'endpoint', url: 'https://formspree.io/f/xyzabc?x=1' })).toEqual(['https://formspree.io']);
    expect(deliveryOrigins({ kind: 'log' })).toEqual([]);
    expect(deliveryOrigins({ kind: 'netlify' })).toEqual([]);
  });

  it('lets a post without JavaScript land on the thank-you page at the site’s own address, for a form service only', () => {
    const endpoint = { kind: 'endpoint', url: 'https://formspree.io/f/xyzabc' } as const;
    expect(landingOrigins(endpoint, 'https://www.oj-consulting.co.uk')).toEqual(['https://www.oj-consulting.co.uk']);
    expect(landingOrigins({ kind: 'netlify' }, 'https://www.oj-consulting.co.uk')).toEqual([]); // it posts to the site itself
    expect(landingOrigins({ kind: 'log' }, 'https://www.oj-consulting.co.uk')).toEqual([]);
  });

  it('warns when messages reach no one, or when the thank-you page would be at a placeholder address', () => {
    const endpoint = { kind: 'endpoint', url: 'https://formspree.io/f/xyzabc' } as const;
    expect(deliveryWarning({ kind: 'log' }, 'https://www.oj-consulting.co.uk')).toMatch(/^the contact form delivers nothing/);
    for (const placeholder of ['https://oj.example.com', 'https://example.org', 'https://site.test', 'http://oj.example']) {
      expect([placeholder, deliveryWarning(endpoint, placeholder)]).toEqual([placeholder, expect.stringContaining(`placeholder ${placeholder}`)]);
    }
    expect(deliveryWarning(endpoint, 'https://www.oj-consulting.co.uk')).toBeUndefined();
    expect(deliveryWarning(endpoint, 'http://127.0.0.1:4175')).toBeUndefined();
    expect(deliveryWarning({ kind: 'netlify' }, 'https://oj.example.com')).toBeUndefined(); // Netlify stays on the site
  });
});
