// The icons the owner may pick for a service, a value or a venture: their names, as the site's
// sprite draws them (components/Icon), and what each shows, as the CMS offers it.
import { z } from 'zod';

/** Names of the icons the site draws (see `components/Icon`); all live in one sprite, `/icons.svg`. */
export const iconNames = [
  'menu',
  'x',
  'arrow-left',
  'arrow-right',
  'circle-check',
  'check',
  'mail',
  'phone',
  'map-pin',
  'external-link',
  'briefcase',
  'cpu',
  'graduation-cap',
  'mic',
  'compass',
  'lightbulb',
  'building',
  'rocket',
  'shield-check',
  'film',
  'wallet',
  'puzzle',
  'sparkles',
  'crown',
  'target',
  'award',
  'users',
  'trending-up',
  'search',
  'layers',
] as const;

/** What each icon shows, as the owner picks one in the CMS. */
const iconLabels: Record<(typeof iconNames)[number], string> = {
  menu: 'Three lines (menu)',
  x: 'A cross (close)',
  'arrow-left': 'An arrow pointing left',
  'arrow-right': 'An arrow pointing right',
  'circle-check': 'A tick in a circle',
  check: 'A tick',
  mail: 'An envelope',
  phone: 'A telephone',
  'map-pin': 'A map pin',
  'external-link': 'An arrow leaving a box (another site)',
  briefcase: 'A briefcase',
  cpu: 'A microchip',
  'graduation-cap': 'A graduation cap',
  mic: 'A microphone',
  compass: 'A compass',
  lightbulb: 'A light bulb',
  building: 'An office building',
  rocket: 'A rocket',
  'shield-check': 'A shield with a tick',
  film: 'A film strip',
  wallet: 'A wallet',
  puzzle: 'A puzzle piece',
  sparkles: 'Sparkles',
  crown: 'A crown',
  target: 'A target',
  award: 'An award ribbon',
  users: 'Two people',
  'trending-up': 'A line chart going up',
  search: 'A magnifying glass',
  layers: 'Stacked layers',
};

/** An icon, by name; the CMS offers each by what it shows. */
export const icon = (description: string) => z.enum(iconNames).meta({ optionLabels: iconLabels }).describe(description);
