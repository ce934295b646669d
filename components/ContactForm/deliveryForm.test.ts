import { deliveryForm } from './deliveryForm';

describe('deliveryForm', () => {
  it('keeps the log form inert: no action, nothing hidden', () => {
    expect(deliveryForm({ kind: 'log' })).toEqual({ kind: 'log' });
  });

  it('posts to a Formspree-style endpoint with its honeypot and an absolute redirect to the thank-you page', () => {
    expect(deliveryForm({ kind: 'endpoint', url: 'https://formspree.io/f/xyzabc' })).toEqual({
      kind: 'endpoint',
      action: 'https://formspree.io/f/xyzabc',
      backgroundAction: 'https://formspree.io/f/xyzabc',
      honeypot: '_gotcha',
      hidden: { _next: 'https://oj.example.com/message-sent', 'submission-id': '' },
      attributes: {},
      service: 'formspree.io',
      privacy: { label: 'Privacy Policy', href: '/privacy' },
    });
  });

  it('posts to the site itself for Netlify Forms, with the name, attribute and field its detection reads', () => {
    expect(deliveryForm({ kind: 'netlify' })).toEqual({
      kind: 'netlify',
      action: '/message-sent',
      backgroundAction: '/', // Netlify answers a post to a page with 200 once it has stored it
      honeypot: 'bot-field',
      hidden: { 'form-name': 'contact', 'submission-id': '' },
      attributes: { name: 'contact', 'data-netlify': 'true', 'netlify-honeypot': 'bot-field' },
      service: 'Netlify',
      privacy: { label: 'Privacy Policy', href: '/privacy' },
    });
  });
});
