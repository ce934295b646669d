// A show with its pages: what next.config.mjs resolves ./leaf.ts to.
export { PlaysOn } from './PlaysOn';
