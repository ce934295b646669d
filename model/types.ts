/**
 * Shapes of every piece of content on the site: strings and lists only, never markup, each
 * inferred from the schema of its data file (model/schema/).
 */
import type { z } from 'zod';
import type { callToAction, navLink, photo, remotePhoto } from './schema/fields.ts';
import type { iconNames } from './schema/icons.ts';

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

/** A photo on a page: a stock photo by URL, or a file of the owner's. */
export type Photo = z.infer<ReturnType<typeof photo>>;

/** A link inside the site or out of it. */
export type NavLink = z.infer<typeof navLink>;

/** A closing call to action: a navy, centred band with a heading, a sentence and its buttons. */
export type CallToActionContent = z.infer<ReturnType<typeof callToAction>>;
