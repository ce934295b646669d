import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { readFileSync } from 'node:fs';

// What git ignores (outputs, caches, generated files, the build copies), ESLint ignores: one list, .gitignore.
const ignored = readFileSync(new URL('.gitignore', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => (line.endsWith('/') ? `${line.replace(/^\//, '')}**` : line.replace(/^\//, '')));

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ignored,
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
  {
    // The floor: model/ (the content's schemas, the site's words and values) imports nothing from the rooms above it.
    files: ['model/**/*.ts'],
    ignores: ['model/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['app', 'components', 'hooks', 'lib', 'styles', 'scripts', 'editor'].flatMap((room) => [`@/${room}/*`, `../${room}/*`, `../../${room}/*`]),
              message: 'model/ is the floor every room stands on: what it needs belongs in model/ itself.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
