import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{app,components,content,deploy,hooks,styles,scripts}/**/*.test.{ts,tsx,mjs}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

// next/jest maps every *.css import to a mock, which would turn vanilla-extract classes into
// undefined: drop that mapping and compile `.css.ts` files with vanilla-extract's own transform.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const moduleNameMapper = Object.fromEntries(
    Object.entries(resolved.moduleNameMapper ?? {}).filter(([pattern]) => !pattern.includes('css')),
  );
  return {
    ...resolved,
    moduleNameMapper,
    transform: { '\\.css\\.ts$': '@vanilla-extract/jest-transform', ...resolved.transform },
  };
}
