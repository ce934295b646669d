import type { ReactNode } from 'react';
import type { ContactDelivery } from '#model/delivery.ts';
import { basePath } from '#model/basePath.ts';
import { privacyRoute } from '#model/routes.ts';
import { absoluteUrl } from '#model/seo.ts';
import { legalLinks } from '#model/site.ts';
import { messageSentPath } from './copy';
import { submissionIdField } from './contactFormState';

export const netlifyFormName = 'contact';

/** Worked out on the server at build time and handed to the client form. */
export type DeliveryForm =
  | { kind: 'log' }
  | {
      kind: 'endpoint' | 'netlify';
      action: string;
      /** With JavaScript: an address that answers 2xx once the message is taken. */
      backgroundAction: string;
      honeypot: string;
      hidden: Record<string, string>;
      attributes: Record<string, string>;
      service: string;
      privacy: { label: string; href: string };
      note?: ReactNode;
    };

/**
 * `endpoint` (Formspree's API): `_gotcha` is its honeypot, `_next` where a plain POST lands.
 * `netlify`: posts to the thank-you page (in the background, to the home page, whose 200 says it is
 * stored); `data-netlify` and `form-name` are what its detection and handler need.
 */
export function deliveryForm(delivery: ContactDelivery): DeliveryForm {
  const privacy = { label: legalLinks.find((link) => link.href === privacyRoute.path)?.label ?? 'Privacy Policy', href: `${basePath}${privacyRoute.path}` };
  switch (delivery.kind) {
    case 'log':
      return { kind: 'log' };
    case 'endpoint':
      return {
        kind: 'endpoint',
        action: delivery.url,
        backgroundAction: delivery.url,
        honeypot: '_gotcha',
        hidden: { _next: absoluteUrl(messageSentPath), [submissionIdField]: '' },
        attributes: {},
        service: new URL(delivery.url).hostname,
        privacy,
      };
    case 'netlify':
      return {
        kind: 'netlify',
        action: `${basePath}${messageSentPath}`,
        // As Netlify's own background example does: a page of the site, which answers 200.
        backgroundAction: `${basePath}/`,
        honeypot: 'bot-field',
        hidden: { 'form-name': netlifyFormName, [submissionIdField]: '' },
        attributes: { name: netlifyFormName, 'data-netlify': 'true', 'netlify-honeypot': 'bot-field' },
        service: 'Netlify',
        privacy,
      };
  }
}
