// The small player's buttons are drawn, not written, so that all of them fit one row on a phone;
// each button is named by its aria-label (model/episodeWords.ts), the drawing hidden.

const paths = {
  play: 'M7 4v16l13-8z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  back: 'M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z',
  forward: 'M12 5V1l5 5-5 5V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z',
  stop: 'M6 6l12 12M18 6 6 18',
} as const;

/** A button's drawing, in the text's colour. */
export function Glyph({ name }: { name: keyof typeof paths }) {
  const stroke = name === 'stop';
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path d={paths[name]} fill={stroke ? 'none' : 'currentColor'} stroke={stroke ? 'currentColor' : 'none'} strokeWidth={stroke ? 2.5 : 0} />
    </svg>
  );
}
