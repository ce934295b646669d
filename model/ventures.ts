import data from '../content/ventures.json' with { type: 'json' };
import { loadContent } from './registry.ts';
import { labelOf } from './routes.ts';

const file = loadContent('ventures', data);

/** Every venture, in the order shown, and how each status is labelled (colour always comes with this text, never alone). */
export const { ventures, statusLabels } = file;

export type { VentureId } from './schema/ventures.ts';

/** The statuses in the order the legend lists them. */
export { ventureStatuses } from './schema/ventures.ts';

/** The ventures the home page shows. */
export const homeVentures = ventures.slice(0, 6);

/** Texts of the /ventures page and the ventures sections elsewhere: content/ventures.json. */
export const venturesPage = {
  ...file,
  title: labelOf('/ventures'),
  /** Heard after 'Learn More' on a venture card, so each button's name says which venture. */
  learnMoreContext: (name: string) => ` about ${name}`,
};
