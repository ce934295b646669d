import type { SocialNetwork } from '@/content/site';

// Simplified brand marks, drawn on a 24-unit grid in the current text colour.
const paths: Record<SocialNetwork, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-5.04c0-1.2-.02-2.75-1.68-2.75-1.68 0-1.94 1.31-1.94 2.66V21h-4V9.75Z',
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.19L2 3h6.33l4.37 5.78L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.58L16.67 19.2Z',
  instagram:
    'M12 2.2c3.2 0 3.58.01 4.84.07 3.25.15 4.77 1.7 4.92 4.92.06 1.26.07 1.64.07 4.84s-.01 3.58-.07 4.84c-.15 3.22-1.66 4.77-4.92 4.92-1.26.06-1.64.07-4.84.07s-3.58-.01-4.84-.07c-3.26-.15-4.77-1.7-4.92-4.92C2.18 15.58 2.17 15.2 2.17 12s.01-3.58.07-4.84C2.39 3.94 3.9 2.39 7.16 2.24 8.42 2.18 8.8 2.17 12 2.17Zm0 4.6a5.2 5.2 0 1 0 0 10.4 5.2 5.2 0 0 0 0-10.4Zm0 8.58a3.38 3.38 0 1 1 0-6.76 3.38 3.38 0 0 1 0 6.76Zm5.4-9.99a1.22 1.22 0 1 0 0 2.44 1.22 1.22 0 0 0 0-2.44Z',
  youtube:
    'M23 7.2a3 3 0 0 0-2.1-2.12C19.02 4.6 12 4.6 12 4.6s-7.02 0-8.9.48A3 3 0 0 0 1 7.2 31.4 31.4 0 0 0 .5 12a31.4 31.4 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.12c1.88.48 8.9.48 8.9.48s7.02 0 8.9-.48A3 3 0 0 0 23 16.8c.34-1.58.5-3.19.5-4.8s-.16-3.22-.5-4.8ZM9.75 15.02V8.98L15.5 12l-5.75 3.02Z',
};

/** The glyph of a social network; decorative, the link around it carries the name. */
export function SocialGlyph({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
