import type { ReactNode } from 'react';
import type { ContactDelivery } from '#model/delivery.ts';
import { basePath } from '#model/basePath.ts';
import { privacyRoute } from '#model/routes.ts';
import { absoluteUrl } from '#model/seo.ts';
import { legalLinks } from '#model/site.ts';
import { messageSentPath } from './copy';
import { submissionIdField } from './contactFormState';

/** The form's name on Netlify, where submissions are filed under it. */
export const netlifyFormName = 'contact';

/**
 * What the form element needs for a delivery: plain data, worked out on the server at build
 * time and handed to the client form.
 */
export type DeliveryForm =
  | { kind: 'log' }
  | {
      kind: 'endpoint' | 'netlify';
      /** Where the form posts without JavaScript. */
      action: string;
      /** Where it posts in the background, with JavaScript: an address that answers 2xx once the message is taken. */
      backgroundAction: string;
      /** Name of the honeypot field the service drops submissions by. */
      honeypot: string;
      /** Hidden fields the service reads (its redirect after a plain POST, the Netlify form name, the submission id). */
      hidden: Record<string, string>;
      /** Attributes Netlify's deploy-time form detection looks for. */
      attributes: Record<string, string>;
      /** Who receives the message, for the privacy note. */
      service: string;
      /** The privacy page, which a site that delivers messages has: linked from the privacy note. */
      privacy: { label: string; href: string };
      /** The privacy note's words with that link, rendered on the server (./PrivacyLine.tsx). */
      note?: ReactNode;
    };

/**
 * The form for a delivery.
 * - `endpoint` (Formspree's API): posts to the service; `_gotcha` is its honeypot and `_next`
 *   where it sends a browser after a plain POST (an absolute URL).
 * - `netlify`: posts to the thank-you page, which Netlify shows after storing the message (in the
 *   background, to the home page, whose 200 says the message is stored); the
 *   `data-netlify` attribute and the `form-name` field are what its deploy-time detection and
 *   its submission handler need, `netlify-honeypot` names the honeypot.
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
