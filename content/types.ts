/**
 * Shapes of every piece of content on the site: strings and lists only, never markup. Those of
 * the data files are inferred from their schemas (content/schema/); the rest are written here
 * until their texts move into data files too.
 */
import type { z } from 'zod';
import type { iconNames, localPhoto, navLink, photo, remotePhoto } from './schema/fields.ts';

export type { Blurb, Milestone } from './schema/about.ts';
export type { Stat } from './schema/home.ts';
export type { Episode } from './schema/podcast.ts';
export type { Service, ServiceId } from './schema/services.ts';
export type { Testimonial } from './schema/testimonials.ts';
export type { Venture, VentureStatus } from './schema/ventures.ts';

/** Names of the icons the site draws (see `components/Icon`); all live in one sprite, `/icons.svg`. */
export type IconName = (typeof iconNames)[number];

/** A stock photo on the image host, resized there. */
export type RemotePhoto = z.infer<typeof remotePhoto>;

/** One of the owner's own photos: a file dropped into `content/photos/`. */
export type LocalPhoto = z.infer<typeof localPhoto>;

/** A photo on a page: a stock photo by URL, or a file of the owner's. */
export type Photo = z.infer<ReturnType<typeof photo>>;

/** A link inside the site or out of it. */
export type NavLink = z.infer<typeof navLink>;

/** A closing invitation: a dark, centred band with a heading, a sentence and its buttons. */
export interface Invitation {
  /** The band's h2. */
  heading: string;
  /** The sentence under the heading. */
  text: string;
  /** The main action, drawn as the gold button. */
  primary: NavLink;
  /** A second, quieter action, drawn outlined. */
  secondary?: NavLink;
}
