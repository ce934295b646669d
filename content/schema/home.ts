// content/home.json: the home page's figures.
import { z } from 'zod';
import { exactly, text } from './fields.ts';

/** A headline figure (15+ years experience). */
export const stat = z.object({
  value: text(6, 'The figure as shown (15+).'),
  label: text(30, 'What it counts.'),
});

export const homeFile = z.object({
  stats: exactly(4, stat, 'The four headline figures of the About teaser.'),
});

export type Stat = z.infer<typeof stat>;
