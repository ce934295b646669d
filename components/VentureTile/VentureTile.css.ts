import { style, styleVariants } from '@vanilla-extract/css';
import data from '@/content/ventures.json';
import { loadContent } from '#model/registry.ts';
import type { VentureId } from '#model/schema/ventures.ts';
import { vars } from '@/styles/vars.css';

export const root = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.md,
  background: vars.color.band,
  color: vars.color.onBand,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

// One class per venture, on its brand colour from content/ventures.json (white on it keeps at least 3:1).
const { ventures } = loadContent('ventures', data);
export const byVenture = styleVariants(
  Object.fromEntries(ventures.map((venture) => [venture.id, venture.color])) as Record<VentureId, string>,
  (background) => [root, { background }],
);
