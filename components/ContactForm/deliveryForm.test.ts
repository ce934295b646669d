import { deliveryForm } from './deliveryForm';

describe('deliveryForm', () => {
  it('keeps the log form inert: no action, nothing hidden', () => {
    expect(deliveryForm({ kind: 'log' })).toEqual({ kind: 'log' });
  });

  it('posts to a Formspree-style endpoint with its honeypot and an absolute redirect to the thank-you page', () => {
    expect(deliveryForm({ kind: 'endpoint', url: 'https://formspree.io/f/xyzabc' })).toEqual({
      kind: 'endpoint',
      action: 'https://formspree.io/f/xyzabc',
      honeypot: '_gotcha',
      hidden: { _next: 'https://oj.example.com/message-sent' },
      attributes: {},
      service: 'formspree.io',
    });
  });

  it('posts to the site itself for Netlify Forms, with the name, attribute and field its detection reads', () => {
    expect(deliveryForm({ kind: 'netlify' })).toEqual({
      kind: 'netlify',
      action: '/message-sent',
      honeypot: 'bot-field',
      hidden: { 'form-name': 'contact' },
      attributes: { name: 'contact', 'data-netlify': 'true', 'netlify-honeypot': 'bot-field' },
      service: 'Netlify',
    });
  });
});
