#!/usr/bin/env node
// After `next build`: inline the home page's JSON-LD, merge each page's stylesheets into one,
// then hash every inline script into the pages' Content-Security-Policy (last, because the
// merge rewrites the inline React payload; the JSON-LD block is data, not script, so needs no hash).
import { applyCsp } from './csp.mjs';
import { mergeStylesheets } from './merge-css.mjs';
import { inlineStructuredData } from './structured-data.mjs';

const outDir = process.argv[2] ?? 'out';
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
inlineStructuredData(outDir);
const sheets = Object.values(mergeStylesheets(outDir, basePath));
const rules = applyCsp(outDir, basePath);
console.log(
  `postbuild: JSON-LD inlined into ${outDir}/index.html; ${Math.min(...sheets)}–${Math.max(...sheets)} stylesheets per page merged into one; CSP hashed into every page, ${rules} _headers rules`,
);
