#!/usr/bin/env node
// After `next build`: inline the home page's JSON-LD, then hash every inline script into the
// pages' Content-Security-Policy (the JSON-LD block is data, not script, so needs no hash).
import { applyCsp } from './csp.mjs';
import { inlineStructuredData } from './structured-data.mjs';

const outDir = process.argv[2] ?? 'out';
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
inlineStructuredData(outDir);
const rules = applyCsp(outDir, basePath);
console.log(`postbuild: JSON-LD inlined into ${outDir}/index.html; CSP hashed into every page, ${rules} _headers rules`);
