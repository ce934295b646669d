import type { SocialNetwork } from '#model/site.ts';
import type { IconName } from '#model/types.ts';
import { basePath } from '#model/basePath.ts';

interface IconProps {
  /** Which icon to draw: a name of the set, or a social network's mark. */
  name: IconName | `social-${SocialNetwork}`;
  /** Edge length in px. */
  size?: number;
  className?: string;
}

/**
 * A decorative icon from the sprite `/icons.svg`, hidden from assistive technology: the text
 * beside it carries the meaning. Usable from server and client components alike.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} className={className}>
      <use href={`${basePath}/icons.svg#${name}`} />
    </svg>
  );
}
