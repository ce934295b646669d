// Post-build step: a hash-based Content-Security-Policy for a static export.
// Next.js can only nonce scripts when it renders per request, so static exports usually ship
// `script-src 'unsafe-inline'`. Instead, each exported page gets a <meta> policy, first in
// <head>, that allows exactly its own inline scripts by their sha256; and `_headers` gets the
// same policies (plus what only a header can carry) for Netlify and Cloudflare Pages, a rule per
// page, but for the pages in a folder (articles, episodes): a rule for the folder, of what only a
// header can carry.
// It runs last: the steps before it change the inline scripts.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deliveryOrigins, landingOrigins } from '#model/delivery.ts';
import type { ContactDelivery } from '#model/delivery.ts';
import { resolveAnalytics, resolveNewsletter } from '#model/settings.ts';
import { imageHost, siteUrl } from '#model/seo.ts';
import { pathsFor } from '../clean-urls.ts';
import { all, attr, createElement, headOf, insert, isTag, parse, remove, serialize, textOf } from './html.ts';
import type { Tree } from './html.ts';
import type { Expect, Page, Step } from './pipeline.ts';
import { rulesType } from './speculation.ts';

/** What the browser runs (or acts on: speculation rules, which a policy must name as it names a script). */
const executable = ['text/javascript', 'module', 'application/javascript', rulesType];

/** The text of every inline script the browser would execute or act on (data blocks such as JSON-LD are not scripts). */
export const inlineScripts = (document: Tree.Document): string[] =>
  all(document, 'script', (script) => attr(script, 'src') === undefined && executable.includes(attr(script, 'type')?.toLowerCase() || 'text/javascript')).map(
    textOf,
  );

/** The CSP source expression for a script's text: `'sha256-<base64>'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** An origin a policy may name: a scheme, a host of letters, digits, hyphens and dots (or an IPv6 address), a port; nothing that could end a directive. */
const plainOrigin = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** What widens a page's policy beyond the site itself (see `policy`). */
export interface PolicyOptions {
  /** For a `_headers` rule rather than a <meta>: adds what only a header can carry. */
  header?: boolean;
  formOrigins?: readonly string[];
  landingOrigins?: readonly string[];
  statsOrigins?: readonly string[];
  mediaOrigins?: readonly string[];
  /** The search's: its index is read by WebAssembly (Pagefind's), which a policy forbids without `'wasm-unsafe-eval'` (the search page, and a page with a player, whence a search is the same document). */
  wasm?: boolean;
}

/**
 * The policy for a page with these inline scripts. `style-src` must allow inline styles:
 * react-hot-toast (through goober) writes a <style> element at run time, and its container
 * and React's animations set style attributes; scripts, the real injection risk, stay strict.
 * `formOrigins` are where the contact form may post and connect (its form service): every page
 * gets them, since a visitor can reach the form by client-side navigation from any page, and
 * a <meta> policy stays that of the page the visit began on. `landingOrigins` are where a form
 * post may be redirected besides (the thank-you page at the site's canonical origin).
 * `statsOrigins` are where visit statistics are sent (Plausible's events API), for `connect-src` alone.
 * `mediaOrigins` are where a page's players fetch their audio (the podcast page's, from the
 * feed's hosts), for `media-src`, on that page alone. `wasm`: WebAssembly may be compiled (never
 * JavaScript from text: `'wasm-unsafe-eval'` allows nothing else), on the pages the search runs in.
 */
export function policy(
  hashes: readonly string[],
  { header = false, formOrigins = [], landingOrigins = [], statsOrigins = [], mediaOrigins = [], wasm = false }: PolicyOptions = {},
): string {
  const notOrigin = [...formOrigins, ...landingOrigins, ...statsOrigins, ...mediaOrigins].find((origin) => !plainOrigin.test(origin));
  if (notOrigin !== undefined)
    throw new Error(`csp: ${JSON.stringify(notOrigin)} is not a plain origin (scheme, host name, port), so it cannot go into a policy`);
  const formTargets = ["'self'", ...formOrigins].join(' ');
  const formActions = [formTargets, ...landingOrigins].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self'${wasm ? " 'wasm-unsafe-eval'" : ''} ${[...new Set(hashes)].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${imageHost} data:`,
    ...(mediaOrigins.length ? [`media-src ${[...new Set(mediaOrigins)].join(' ')}`] : []),
    "font-src 'self'",
    `connect-src ${[formTargets, ...statsOrigins].join(' ')}`,
    "base-uri 'self'",
    `form-action ${formActions}`,
    "object-src 'none'",
    // Only honoured in a header: inside <meta> the browser ignores it and complains.
    ...(header ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}

/** A page's HTML up to its `<meta charset>`. */
const charsetPrefix = (html: string) => html.slice(0, html.search(/<meta charset/i));

const isPolicy = (meta: Tree.Element): boolean => attr(meta, 'http-equiv')?.toLowerCase() === 'content-security-policy';

const marker = '# Per-page Content-Security-Policy (written by scripts/pipeline/postbuild/csp.ts)';

/** The most rules a `_headers` file may have: Cloudflare Pages' limit. */
export const maxHeaderRules = 100;

/**
 * What a header adds to the policy a page carries in its <meta> (a browser enforces both): the
 * directives a <meta> cannot carry, and two that every page's own has anyway.
 */
export const headerOnlyPolicy = "base-uri 'self'; object-src 'none'; frame-ancestors 'none'";

/**
 * The step: each page's policy first in its <head>; `_headers` gets every page's rules at the
 * end. `media` names, by page file, the origins its players fetch from; `wasm`, the pages that
 * compile WebAssembly (the search page).
 */
export function csp({
  outDir,
  basePath = '',
  delivery,
  media = new Map(),
  wasm = new Set(),
}: {
  outDir: string;
  basePath?: string;
  delivery: ContactDelivery;
  media?: ReadonlyMap<string, readonly string[]>;
  wasm?: ReadonlySet<string>;
}): Step<'csp', number> {
  const analytics = resolveAnalytics();
  const newsletter = resolveNewsletter();
  const origins = {
    formOrigins: deliveryOrigins(delivery),
    // The newsletter's sign-up posts to its service, while it is on: form-action alone.
    landingOrigins: [...landingOrigins(delivery, siteUrl.origin), ...(newsletter ? [newsletter.origin] : [])],
    statsOrigins: analytics ? [new URL(analytics.endpoint).origin] : [],
  };
  const rules: string[] = [];
  const folders = new Set<string>();
  return {
    name: 'csp',
    page({ name, document }: Page) {
      const hashes = inlineScripts(document).map(hashSource);
      const head = headOf(document);
      all(head, 'meta', isPolicy).forEach(remove);
      const own = { ...origins, mediaOrigins: media.get(name) ?? [], wasm: wasm.has(name) };
      const meta = createElement('meta', { 'http-equiv': 'Content-Security-Policy', content: policy(hashes, own) });
      insert(head, meta, head.childNodes[0]);
      // A long policy (the podcast page's, naming many hosts) goes after the charset, which must stay in the first 1024 bytes.
      const charset = all(head, 'meta', (element) => attr(element, 'charset') !== undefined)[0];
      if (charset && Buffer.byteLength(charsetPrefix(serialize(document))) > 1024) {
        remove(meta);
        insert(head, meta, head.childNodes[head.childNodes.indexOf(charset) + 1]);
      }
      if (name === '404.html' || name.startsWith('_')) return; // served for unknown paths: its <meta> carries the policy
      // The pages in a folder (the articles, the episodes) grow with the owner's content, and a host
      // takes at most `maxHeaderRules`: one rule for the folder adds what only a header
      // can; each page's exact policy is its <meta>.
      // The top folder's: one rule for `/podcast/*` covers the episodes and their transcripts' pages under them.
      const folder = /^([^/]+)\/.+\.html$/.exec(name)?.[1];
      if (folder) {
        folders.add(folder);
        return;
      }
      const header = policy(hashes, { header: true, ...own });
      for (const path of pathsFor(name, basePath)) rules.push(`${path}\n  Content-Security-Policy: ${header}`);
    },
    verify(html: string, expect: Expect) {
      const document = parse(html);
      const [meta, ...more] = all(document, 'meta', isPolicy);
      const [first, second] = headOf(document).childNodes;
      expect(
        meta && !more.length && (first === meta || (isTag(first, 'meta') && attr(first, 'charset') !== undefined && second === meta)),
        'one policy, first in <head> (or second, after the charset)',
      );
      const content = meta ? (attr(meta, 'content') ?? '') : '';
      const missing = inlineScripts(document)
        .map(hashSource)
        .filter((hash) => !content.includes(hash));
      expect(!missing.length, `every inline script hashed in its policy (not ${missing.join(' ')})`);
      // The charset must be declared in the first 1024 bytes; the policy goes before it only while it fits.
      const charsetAt = Buffer.byteLength(charsetPrefix(html));
      expect(charsetAt <= 1024, `<meta charset> within the first 1024 bytes (at ${charsetAt})`);
    },
    finish() {
      const headersFile = join(outDir, '_headers');
      const kept = existsSync(headersFile) ? (readFileSync(headersFile, 'utf8').split(marker)[0] ?? '').trimEnd() : '';
      for (const folder of [...folders].sort()) rules.push(`${basePath}/${folder}/*\n  Content-Security-Policy: ${headerOnlyPolicy}`);
      writeFileSync(headersFile, `${kept}\n\n${marker}\n${rules.join('\n')}\n`);
      return rules.length;
    },
  };
}
