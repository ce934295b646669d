// Post-build step: a hash-based Content-Security-Policy for a static export.
// Next.js can only nonce scripts when it renders per request, so static exports usually ship
// `script-src 'unsafe-inline'`. Instead, each exported page gets a <meta> policy, first in
// <head>, that allows exactly its own inline scripts by their sha256; and `_headers` gets the
// same policies (plus what only a header can carry) for Netlify and Cloudflare Pages.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deliveryOrigins, resolveContactDelivery } from '../content/delivery.ts';
import { htmlFiles } from './export-files.mjs';

/** Host of the stock photos. */
export const imageHost = 'https://images.unsplash.com';

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The text of every inline script that the browser would execute (data blocks such as JSON-LD are not scripts). */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression for a script's text: `'sha256-<base64>'`. */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy for a page with these inline scripts. `style-src` must allow inline styles:
 * react-hot-toast (through goober) writes a <style> element at run time, and its container
 * and React's animations set style attributes; scripts, the real injection risk, stay strict.
 * `formOrigins` are where the contact form may post and connect (its form service): every page
 * gets them, since a visitor can reach the form by client-side navigation from any page, and
 * a <meta> policy stays that of the page the visit began on.
 */
export function policy(hashes, { header = false, formOrigins = [] } = {}) {
  const formTargets = ["'self'", ...formOrigins].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${imageHost} data:`,
    "font-src 'self'",
    `connect-src ${formTargets}`,
    "base-uri 'self'",
    `form-action ${formTargets}`,
    "object-src 'none'",
    // Only honoured in a header: inside <meta> the browser ignores it and complains.
    ...(header ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}

/** The page with its policy as the first child of <head> (replacing one added before). */
export function withPolicyMeta(html, content) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content.replace(/"/g, '&quot;')}"/>`;
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/?>/i, '');
  if (!/<head>/i.test(cleaned)) throw new Error('No <head> in page');
  const result = cleaned.replace(/<head>/i, `<head>${meta}`);
  // The charset must be declared in the first 1024 bytes; the policy goes before it only while it fits.
  const charsetAt = Buffer.byteLength(result.slice(0, result.search(/<meta charset/i)));
  if (charsetAt > 1024) throw new Error(`The CSP pushes <meta charset> to byte ${charsetAt}, past 1024`);
  return result;
}

/** URL paths a static host serves an exported file at: `about.html` → `/about`, `/about.html`, `/about/`. */
export function pathsFor(file, basePath = '') {
  const name = file.replace(/\\/g, '/').replace(/\.html$/, '');
  if (name === 'index') return [`${basePath}/`];
  if (name.endsWith('/index')) return [`${basePath}/${name.slice(0, -'index'.length)}`];
  return [`${basePath}/${name}`, `${basePath}/${name}.html`, `${basePath}/${name}/`];
}

/**
 * Adds the policy to every page of `outDir` and the per-page rules to `outDir/_headers`, with
 * the contact form's delivery (`CONTACT_ENDPOINT`, else content/delivery.ts) let through.
 */
export function applyCsp(outDir, basePath = '', delivery = resolveContactDelivery()) {
  const formOrigins = deliveryOrigins(delivery);
  const rules = [];
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const hashes = inlineScripts(html).map(hashSource);
    writeFileSync(file, withPolicyMeta(html, policy(hashes, { formOrigins })));
    const rel = relative(outDir, file);
    if (rel === '404.html' || rel.startsWith('_')) continue; // served for unknown paths: its <meta> carries the policy
    for (const path of pathsFor(rel, basePath)) {
      rules.push(`${path}\n  Content-Security-Policy: ${policy(hashes, { header: true, formOrigins })}`);
    }
  }
  const headersFile = join(outDir, '_headers');
  const base = existsSync(headersFile) ? readFileSync(headersFile, 'utf8').trimEnd() : '';
  const marker = '# Per-page Content-Security-Policy (written by scripts/csp.mjs)';
  const kept = base.split(marker)[0].trimEnd();
  writeFileSync(headersFile, `${kept}\n\n${marker}\n${rules.join('\n')}\n`);
  return rules.length;
}

