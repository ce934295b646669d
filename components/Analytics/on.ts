// Statistics on: what next.config.mjs resolves ./leaves.ts to.
export { Analytics } from './Analytics';
export { NotFoundGoal } from './NotFoundGoal';
