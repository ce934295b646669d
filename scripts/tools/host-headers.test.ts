/** @jest-environment node */
import { appendFileSync, cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBudget } from '../measure/page-bytes.ts';
import { firstRoundTrip, headerBytes } from './host-headers.ts';

// A page's first round trip is its gzipped HTML and the headers its host sends with it: the
// budget counts both, for the host that sends the most.

/** An export with the project's own `_headers`, and a page's policy rule as the post-build appends it. */
function exported(policy: string): string {
  const outDir = mkdtempSync(join(tmpdir(), 'headers-'));
  cpSync('public/_headers', join(outDir, '_headers'));
  appendFileSync(join(outDir, '_headers'), `/about\n  Content-Security-Policy: ${policy}\n`);
  writeFileSync(join(outDir, 'about.html'), '<!DOCTYPE html><title>About</title>');
  return outDir;
}

it('counts each host’s own headers, and the site’s rules where the host reads them', () => {
  const policies = [
    "default-src 'self'",
    `default-src 'self'; script-src 'self'${" 'sha256-kvYtlhVyvqUJrT0Mg4RuQl6Uv5RQmTi1FeZXwtssuwI='".repeat(4)}`,
  ] as const;
  const short = headerBytes(exported(policies[0]), '/about');
  const long = headerBytes(exported(policies[1]), '/about');
  const longer = policies[1].length - policies[0].length;
  for (const bytes of Object.values(short)) expect(bytes).toBeGreaterThan(500);
  // The page's own policy is a header on Cloudflare Pages and Netlify, never on GitHub Pages or CloudFront.
  expect(long['Cloudflare Pages'] - short['Cloudflare Pages']).toBe(longer);
  expect(long.Netlify - short.Netlify).toBe(longer);
  expect([long['GitHub Pages'], long['S3 + CloudFront']]).toEqual([short['GitHub Pages'], short['S3 + CloudFront']]);
});

it('fails a page whose HTML fits one round trip alone but not with its headers', () => {
  const outDir = exported("default-src 'self'");
  const html = 14_000;
  const { bytes, host } = firstRoundTrip(outDir, '/about', html);
  expect(bytes - html).toBe(Math.max(...Object.values(headerBytes(outDir, '/about'))));
  expect(headerBytes(outDir, '/about')[host]).toBe(bytes - html);
  const page = { html, css: 4_000, js: 140_000, payload: 7_000, stylesheets: 1, scripts: 8 };
  expect(checkBudget(page)).toEqual([]);
  expect(checkBudget({ ...page, html: bytes })).toEqual([expect.stringMatching(/^HTML with headers 1[45]\.\d KB > 14\.6 KB$/)]);
});
