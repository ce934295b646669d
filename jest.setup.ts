import '@testing-library/jest-dom';

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
