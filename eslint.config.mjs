import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.repro/**', 'node_modules/**', '.next/**', 'out/**', 'out-base/**', 'out-delivery/**', 'out-photos/**', '.samples/**', '.photos/**', '.photo-host/**', '.wrangler/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.bench/**', 'public/admin/**', '.cms-build/**', '.longest/**', 'out-longest/**'],
  },
  {
    // A component's stylesheet is its own: shared styles live in styles/ (rules, layout,
    // iconBox, button, a11y, theme), so no component or page reaches into another component's .css.ts.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'styles/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/components/**/*.css', '../**/*.css'],
              message: "Another component's stylesheet: use the shared layer in styles/ (rules, layout.css, iconBox.css, button.css) or the component itself.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
