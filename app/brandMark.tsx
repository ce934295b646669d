import { ImageResponse } from 'next/og';
import { shareCardTexts } from './shareCard';
import { palette } from '@/styles/colors';

/**
 * The brand mark drawn for the generated images (share card and icons): the monogram in navy
 * on a gold rounded square, `size` pixels wide. `square` leaves the corners to the platform
 * (iOS rounds home-screen icons itself). Satori takes inline styles only.
 */
export function BrandMark({ size, square = false }: { size: number; square?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: square ? 0 : size / 5,
        background: palette.gold,
        color: palette.navy,
        fontSize: Math.round(size * 0.47),
        fontWeight: 700,
      }}
    >
      {shareCardTexts().brand}
    </div>
  );
}

/** The brand mark alone as a `size`-pixel square PNG: the icons' image. */
export function brandMarkImage(size: number, square = false) {
  return new ImageResponse(<BrandMark size={size} square={square} />, { width: size, height: size });
}
