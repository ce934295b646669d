import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{app,components,deploy,editor,hooks,lib,model,styles,scripts,tests}/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // A timeout is there to catch a hang, not to time a test (the bench and the budget do that): on
  // two busy cores, with the link check and the budget beside it, a test that starts Node three
  // times took over Jest's default 5 s in CI.
  testTimeout: 60_000,
  // Jest's default leaves one core to the machine: on CI's two, that is one worker.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // The project's copies (scripts/test/build-copy.ts), which may exist while Jest runs: not the project.
  modulePathIgnorePatterns: ['<rootDir>/\\.(repro|delivery|base|editor|test|scale)/'],
};

// Tests that read a built export (`*.export.test.ts`) are not unit tests: `npm run test:jest`
// alone, and `npm run check`, pass on a fresh clone without them; `npm test` runs them with the
// rest, in the same Jest run, once it has built the exports (EXPORTS=1, scripts/test/lanes.ts).
const exportTests = process.env.EXPORTS === '1' ? [] : ['\\.export\\.test\\.'];

// next/jest maps every *.css import to a mock, which would turn vanilla-extract classes into
// undefined: drop that mapping and compile `.css.ts` files with vanilla-extract's own transform.
const esmOnly = ['parse5', 'entities', 'media-captions'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const moduleNameMapper = Object.fromEntries(Object.entries(resolved.moduleNameMapper ?? {}).filter(([pattern]) => !pattern.includes('css')));
  // parse5 (the post-build steps' HTML parser), its entities package and media-captions (the
  // transcripts' WebVTT and SubRip reader) ship only ES modules:
  // add them to the packages next/jest's patterns exempt from "do not transform node_modules".
  const transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern) => pattern.replace('(?!(', `(?!(${esmOnly.join('|')}|`));
  if (!transformIgnorePatterns.some((pattern) => pattern.includes(`(?!(${esmOnly.join('|')}|`)))
    throw new Error('next/jest changed its transformIgnorePatterns: exempt parse5 another way');
  return {
    ...resolved,
    moduleNameMapper,
    transform: { '\\.css\\.ts$': '@vanilla-extract/jest-transform', ...resolved.transform },
    transformIgnorePatterns,
    testPathIgnorePatterns: [...(resolved.testPathIgnorePatterns ?? []), ...exportTests],
  };
}
