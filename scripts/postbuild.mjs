#!/usr/bin/env node
// After `next build`: inline each route's JSON-LD, merge each page's stylesheets into one,
// hold the scripts back until after the first paint, then hash every inline script into the
// pages' Content-Security-Policy (last, because the steps before rewrite the inline scripts;
// the JSON-LD block is data, not script, so needs no hash).
import { resolveContactDelivery } from '../content/delivery.ts';
import { applyCsp } from './csp.mjs';
import { deferScripts } from './defer-scripts.mjs';
import { mergeStylesheets } from './merge-css.mjs';
import { inlineStructuredData } from './structured-data.mjs';

const outDir = process.argv[2] ?? 'out';
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
const graphs = inlineStructuredData(outDir);
const sheets = Object.values(mergeStylesheets(outDir, basePath));
const deferred = deferScripts(outDir);
const delivery = resolveContactDelivery();
const rules = applyCsp(outDir, basePath, delivery);
console.log(
  `postbuild: JSON-LD inlined into ${graphs} pages; ${Math.min(...sheets)}–${Math.max(...sheets)} stylesheets per page merged into one; scripts held back until the first paint on ${deferred} pages; CSP hashed into every page, ${rules} _headers rules`,
);

if (delivery.kind === 'log') {
  console.warn(
    '\n\x1b[33mwarning: the contact form delivers nothing\x1b[0m: messages are only logged in the visitor\'s browser console.\n' +
      '  Set CONTACT_ENDPOINT (a Formspree-style URL, or "netlify") or contactDelivery in content/delivery.ts;\n' +
      '  see "Receiving messages" in the README.\n',
  );
} else {
  console.log(`postbuild: the contact form delivers to ${delivery.kind === 'endpoint' ? delivery.url : 'Netlify Forms'}`);
}
