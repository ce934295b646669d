// A hash-based policy for a static export (Next can only nonce per request): each page a <meta>
// naming its own inline scripts, `_headers` the same plus what only a header carries. Runs last.
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

/** Speculation rules too, which a policy must name as it names a script. */
const executable = ['text/javascript', 'module', 'application/javascript', rulesType];

export const inlineScripts = (document: Tree.Document): string[] =>
  all(document, 'script', (script) => attr(script, 'src') === undefined && executable.includes(attr(script, 'type')?.toLowerCase() || 'text/javascript')).map(
    textOf,
  );

export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Nothing that could end a directive. */
const plainOrigin = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

export interface PolicyOptions {
  header?: boolean;
  formOrigins?: readonly string[];
  landingOrigins?: readonly string[];
  statsOrigins?: readonly string[];
  mediaOrigins?: readonly string[];
  /** Pagefind's WebAssembly: the search page, and a page with a player (a search is then the same document). */
  wasm?: boolean;
}

/**
 * `style-src` allows inline styles (react-hot-toast writes a <style>); scripts stay strict. Every page
 * gets the form's origins, as a <meta> policy stays that of the page a visit began on.
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
    // Honoured only in a header: inside <meta> the browser ignores it and complains.
    ...(header ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}

const charsetPrefix = (html: string) => html.slice(0, html.search(/<meta charset/i));

const isPolicy = (meta: Tree.Element): boolean => attr(meta, 'http-equiv')?.toLowerCase() === 'content-security-policy';

const marker = '# Per-page Content-Security-Policy (written by scripts/pipeline/postbuild/csp.ts)';

export const maxHeaderRules = 100;

/** A browser enforces both: the directives a <meta> cannot carry, and two every page's own has anyway. */
export const headerOnlyPolicy = "base-uri 'self'; object-src 'none'; frame-ancestors 'none'";

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
      // A long policy goes after the charset, which must stay in the first 1024 bytes.
      const charset = all(head, 'meta', (element) => attr(element, 'charset') !== undefined)[0];
      if (charset && Buffer.byteLength(charsetPrefix(serialize(document))) > 1024) {
        remove(meta);
        insert(head, meta, head.childNodes[head.childNodes.indexOf(charset) + 1]);
      }
      if (name === '404.html' || name.startsWith('_')) return; // served for unknown paths: its <meta> carries the policy
      // A folder's pages grow with his content, and a host takes `maxHeaderRules`: one rule per top folder
      // for what only a header can carry; each page's exact policy is its <meta>.
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
