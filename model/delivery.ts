// Where the contact form's messages go. Imported by the form's client code and by the post-build
// through type stripping: no imports, so the form carries nothing else.

export type ContactDelivery =
  | {
      /** The specification's: logged to the console, a toast, the form emptied. Nothing leaves the browser. */
      kind: 'log';
    }
  | {
      /** A backend taking a plain HTML form POST (Formspree and its kin). */
      kind: 'endpoint';
      url: string;
    }
  | {
      /** Netlify finds the form in the deployed HTML. */
      kind: 'netlify';
    };

export const loopbackHosts: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or plain HTTP on this machine (tests' stand-ins). */
export const isServiceUrl = (url: URL) => url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));

/** A host a policy may name: nothing that could write into it (a `;`, `,` or space starts a directive). */
export const plainHost = /^(?=.{1,100}(:|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+(?::\d{1,5})?$/;

export const plainHostWords = 'a plain host name (lower-case letters, digits, hyphens and dots, and a port)';

export const withoutCredentials = (text: string): string => text.replace(/(\/\/)[^/?#@\s]*@/g, '$1…@');

/** No user or password (they would be published, and an `@` can hide the real host), a plain host, a real port. */
export function serviceAddressProblem(value: string): string | undefined {
  if (!URL.canParse(value))
    return 'must be a whole https address, such as https://formspree.io/f/abcdwxyz, with a port (after a colon) of at most 65535 or none';
  const url = new URL(value);
  if (!isServiceUrl(url)) return 'must be an https address';
  if (url.username || url.password) return 'must not carry a user name or password (nothing before an @)';
  if (!plainHost.test(url.host)) return `must name its host as ${plainHostWords}`;
  if (url.port === '0') return 'must have a port (after a colon) of at least 1, or none';
  if (/^\d+$/.test(url.hostname.split('.').at(-1) ?? '') && !loopbackHosts.has(url.hostname))
    return `must name its host by its name, not by a number (${url.hostname})`;
  if (url.hostname.split('.').some((label) => label.startsWith('xn--')))
    return `must name its host in plain letters (${url.hostname} is written to look like another)`;
  return undefined;
}

/** None is `log`, the specification's, so the site builds with no account anywhere (the build warns). */
export function resolveContactDelivery(setting: string | undefined): ContactDelivery {
  if (!setting || setting === 'log') return { kind: 'log' };
  if (setting === 'netlify') return { kind: setting };
  return { kind: 'endpoint', url: new URL(setting).href };
}

/** For the policy's `form-action` and `connect-src`. */
export function deliveryOrigins(delivery: ContactDelivery): string[] {
  return delivery.kind === 'endpoint' ? [new URL(delivery.url).origin] : [];
}

/** After a post without JavaScript the service redirects to the canonical thank-you page, and `form-action` follows redirects. */
export function landingOrigins(delivery: ContactDelivery, siteOrigin: string): string[] {
  return delivery.kind === 'endpoint' ? [siteOrigin] : [];
}

/** Reserved for examples (RFC 2606): a placeholder, not the owner's. */
const placeholderHost = /(^|\.)(example\.(com|net|org)|example|invalid|test)$/i;

export function deliveryWarning(delivery: ContactDelivery, siteOrigin: string): string | undefined {
  if (delivery.kind === 'log') {
    return (
      "the contact form delivers nothing: messages are only logged in the visitor's browser console.\n" +
      '  Choose where they go in the editor, under Settings → Messages (or set CONTACT_ENDPOINT);\n' +
      '  see "Receiving messages" in OWNER.md, and HOSTING.md for the variable.'
    );
  }
  if (delivery.kind === 'endpoint' && placeholderHost.test(new URL(siteOrigin).hostname)) {
    return (
      `the contact form delivers, but the site's address is the placeholder ${siteOrigin}:\n` +
      '  after a message sent without JavaScript, the form service would send the visitor there.\n' +
      '  In the editor, under Site: name, contacts, socials, write it in “Public address of the site”\n' +
      '  (or set SITE_URL to it where the site is built).'
    );
  }
  return undefined;
}
