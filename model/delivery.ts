// Where the contact form's messages go. Read by the contact page at build time and by the
// post-build steps (scripts/pipeline/postbuild/csp.ts, through Node's type stripping), and by the form's
// client code: keep this file free of imports, so the form carries nothing else (and
// model/buildConfig.ts, which checks CONTACT_ENDPOINT with isServiceUrl, can import it).

/** How the contact form delivers a message. */
export type ContactDelivery =
  | {
      /**
       * The specification's behaviour and nothing more: the submit is logged to the browser's
       * console, confirmed with a toast and the form is emptied. Nothing leaves the browser.
       */
      kind: 'log';
    }
  | {
      /** A form backend that takes an ordinary HTML form POST (Formspree and the services that copy its API). */
      kind: 'endpoint';
      /** The backend's form URL, e.g. `https://formspree.io/f/abcdwxyz`. */
      url: string;
    }
  | {
      /** Netlify Forms: Netlify finds the form in the deployed HTML and stores what is posted to the site. */
      kind: 'netlify';
    };

/** Hosts a plain-HTTP address is accepted from: a stand-in service on this machine, for tests. */
/** This machine's names, as a URL's `hostname` gives them. */
export const loopbackHosts: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether a service's address may be used: https, or plain HTTP on this machine (tests' stand-ins). */
export const isServiceUrl = (url: URL) => url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));

/**
 * A host a policy may name (`form-action`, `media-src`): lower-case DNS labels joined by dots, at
 * most 100 characters, and an optional port. Nothing else, so an address can never write into a
 * policy (a `;`, a `,` or a space in a host would start a directive or a source of its own).
 */
export const plainHost = /^(?=.{1,100}(:|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+(?::\d{1,5})?$/;

/** The host rule above, in words: what a refusal says an address lacks. */
export const plainHostWords = 'a plain host name (lower-case letters, digits, hyphens and dots, and a port)';

/** An address as a log may print it: a user name and password in it (`https://user:secret@host`) become `…`. */
export const withoutCredentials = (text: string): string => text.replace(/(\/\/)[^/?#@\s]*@/g, '$1…@');

/**
 * What is wrong with an address the site posts to or links a service at, in the owner's words, or
 * undefined where it is one: https (plain HTTP on this machine, for tests), a port a computer can
 * have or none, no user name or password (they would be published in the page, and an `@` can hide
 * the real host: `https://formspree.io%2F@evil.com`), and a host named in plain letters, so the
 * origin the form posts to is the one the owner reads.
 */
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

/**
 * The delivery a setting names: `log`, `netlify` or a form backend's address (as
 * `CONTACT_ENDPOINT` spells it, checked by model/buildConfig.ts); none is `log`, the
 * specification's, which lets the site build and demo with no account anywhere (the build warns
 * that messages then reach no one). The owner's choice in the editor is model/settings.ts's.
 */
export function resolveContactDelivery(setting: string | undefined): ContactDelivery {
  if (!setting || setting === 'log') return { kind: 'log' };
  if (setting === 'netlify') return { kind: setting };
  return { kind: 'endpoint', url: new URL(setting).href };
}

/**
 * The origins the page must be allowed to post and connect to for this delivery, for the
 * Content-Security-Policy's `form-action` and `connect-src`: the endpoint's, or none beyond the site's own.
 */
export function deliveryOrigins(delivery: ContactDelivery): string[] {
  return delivery.kind === 'endpoint' ? [new URL(delivery.url).origin] : [];
}

/**
 * Where a form post may lead besides the service, for `form-action` alone: after a post without
 * JavaScript the service redirects to the thank-you page at the site's canonical origin, and
 * the policy follows redirects. A visitor who came by another address of the site (www or apex,
 * `*.pages.dev`, `*.netlify.app`) would otherwise stay on the filled form with no word.
 */
export function landingOrigins(delivery: ContactDelivery, siteOrigin: string): string[] {
  return delivery.kind === 'endpoint' ? [siteOrigin] : [];
}

/** Domains reserved for examples (RFC 2606): a site URL there is a placeholder, not the owner's. */
const placeholderHost = /(^|\.)(example\.(com|net|org)|example|invalid|test)$/i;

/**
 * What the build must warn of for this delivery, or nothing: messages that reach no one, or a
 * thank-you page at a placeholder address (the service would send the visitor off the site).
 */
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
