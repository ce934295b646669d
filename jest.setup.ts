import '@testing-library/jest-dom';
import { pagePathsEnv } from '#model/routes.ts';

// What next.config.mjs inlines into the site's code at build time.
process.env.NEXT_PUBLIC_PAGE_PATHS = pagePathsEnv;

// jsdom has no matchMedia; react-hot-toast and the hero fade-in ask it about reduced motion.
// (Tests of build output and servers run in the node environment, with no window.)
if (typeof window !== 'undefined')
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
