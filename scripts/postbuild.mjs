#!/usr/bin/env node
// After `next build`: inline the home page's JSON-LD, merge each page's stylesheets into one,
// hold the scripts back until after the first paint, then hash every inline script into the
// pages' Content-Security-Policy (last, because the steps before rewrite the inline scripts;
// the JSON-LD block is data, not script, so needs no hash).
import { applyCsp } from './csp.mjs';
import { deferScripts } from './defer-scripts.mjs';
import { mergeStylesheets } from './merge-css.mjs';
import { inlineStructuredData } from './structured-data.mjs';

const outDir = process.argv[2] ?? 'out';
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
inlineStructuredData(outDir);
const sheets = Object.values(mergeStylesheets(outDir, basePath));
const deferred = deferScripts(outDir);
const rules = applyCsp(outDir, basePath);
console.log(
  `postbuild: JSON-LD inlined into ${outDir}/index.html; ${Math.min(...sheets)}–${Math.max(...sheets)} stylesheets per page merged into one; scripts held back until the first paint on ${deferred} pages; CSP hashed into every page, ${rules} _headers rules`,
);
