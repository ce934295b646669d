#!/usr/bin/env node
// `npm run build:oldest` (the builds lane of `npm test`): the default export, `npm run build` as
// it is, on the oldest Node release package.json supports (scripts/test/reproducible.ts), so that
// every run proves that line builds the site, at no build more.
import { spawnSync } from 'node:child_process';
import { oldestNode, oldestNodePath } from './reproducible.ts';

const { status } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...oldestNodePath() } });
if (status !== 0) console.error(`build:oldest: the build on Node ${oldestNode} failed (exit ${status})`);
process.exit(status ?? 1);
