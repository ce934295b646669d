/**
 * Shapes of every piece of content on the site. Content files export plain data typed
 * by these interfaces: strings and lists only, never markup.
 */

import type { imageHost } from './seo.ts';
import type { VentureId } from './ventures.ts';

/** An absolute URL of a stock photo on the image host (`imageHost` in seo.ts). */
export type PhotoUrl = `${typeof imageHost}/${string}`;

/** Names of the icons the site draws (see `components/Icon`); all live in one sprite, `/icons.svg`. */
export type IconName =
  | 'menu'
  | 'x'
  | 'arrow-left'
  | 'arrow-right'
  | 'circle-check'
  | 'check'
  | 'mail'
  | 'phone'
  | 'map-pin'
  | 'external-link'
  | 'briefcase'
  | 'cpu'
  | 'graduation-cap'
  | 'mic'
  | 'compass'
  | 'lightbulb'
  | 'building'
  | 'rocket'
  | 'shield-check'
  | 'film'
  | 'wallet'
  | 'puzzle'
  | 'sparkles'
  | 'crown'
  | 'target'
  | 'award'
  | 'users'
  | 'trending-up'
  | 'search'
  | 'layers';

/** A stock photo on the image host, resized there. */
export interface RemotePhoto {
  /** Address of the image on the stock-photo host. */
  src: PhotoUrl;
  /** Alternative text; empty only when the photo is purely decorative. */
  alt: string;
  /** Intrinsic width in px, reserved before the image loads. */
  width: number;
  /** Intrinsic height in px, reserved before the image loads. */
  height: number;
}

/**
 * One of the owner's own photos: a file dropped into `content/photos/`. The build turns it
 * upright, strips its metadata and writes it at every width its uses need (scripts/photos.mjs);
 * its size is read from the file.
 */
export interface LocalPhoto {
  /** File name inside `content/photos/`, e.g. `oj-portrait.jpg`. */
  file: string;
  /** Alternative text; empty only when the photo is purely decorative. */
  alt: string;
}

/** A photo on a page: a stock photo by URL, or a file of the owner's. */
export type Photo = RemotePhoto | LocalPhoto;

/** A link inside the site or out of it. */
export interface NavLink {
  /** Visible text of the link. */
  label: string;
  /** Path (`/about`, `/services#ma`) or absolute URL. */
  href: string;
  /**
   * Words read after the label but not shown, where the label alone says too little out of
   * context ('Learn More' → 'Learn More about OJ's career'). The name still starts with the label.
   */
  labelContinuation?: string;
}

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

/** Lifecycle of a venture; a display label only. */
export type VentureStatus = 'active' | 'developing' | 'planned';

/** A business in the group of ventures. */
export interface Venture<Id extends string = VentureId> {
  /** Stable slug, used as the key and to pick the venture's colour; one of the ventures' own (`VentureId`). */
  id: Id;
  /** Trading name. */
  name: string;
  /** One or two sentences for cards. */
  description: string;
  /** A paragraph for the detail dialog. */
  longDescription: string;
  /** Icon drawn on the card. */
  icon: IconName;
  /** Brand colour of the venture as a hex value; dark enough for a white icon on it (3:1). */
  color: `#${string}`;
  /** Year the venture was founded, as text (e.g. '2015'). */
  foundedYear: string;
  /** Key features, listed in the detail dialog. */
  features: readonly string[];
  /** Where the venture stands. */
  status: VentureStatus;
  /** Public website, when there is one. */
  website?: string;
}

/** Identifiers of the six services, which are also the anchors on /services. */
export type ServiceId = 'ma' | 'transformation' | 'mentorship' | 'speaking' | 'advisory' | 'consulting';

/** A service offered. */
export interface Service {
  /** Anchor id on /services (`/services#ma`). */
  id: ServiceId;
  /** Icon shown beside the title. */
  icon: IconName;
  /** Service name. */
  title: string;
  /** What the service is, in a sentence or two. */
  description: string;
  /** Exactly four key offerings. */
  features: readonly [string, string, string, string];
}

/** A podcast episode in the home-page teaser. */
export interface Episode {
  /** Episode id, `ep-001` and up. */
  id: `ep-${string}`;
  /** Episode title. */
  title: string;
  /** Release date, ISO 8601 (`2026-09-14`). */
  date: string;
  /** Running time as shown (`42 min`). */
  duration: string;
  /** ISO 8601 duration for machines (`PT42M`). */
  isoDuration: string;
  /** Cover photo. */
  image: Photo;
}

/** A client's words about working with OJ. */
export interface Testimonial {
  /** Person quoted. */
  name: string;
  /** Their role. */
  position: string;
  /** Their organisation. */
  company: string;
  /** The quotation, without quotation marks. */
  text: string;
  /** Portrait. */
  image: Photo;
}

/** A headline figure (`15+ years experience`). */
export interface Stat {
  /** The figure as shown (`15+`). */
  value: string;
  /** What it counts. */
  label: string;
}

/** A titled paragraph: values, mission blurbs, approach steps. */
export interface Blurb {
  /** Short heading. */
  title: string;
  /** One paragraph. */
  text: string;
  /** Optional icon. */
  icon?: IconName;
}

/** An entry of the milestones timeline. */
export interface Milestone {
  /** Year or period (`2015`). */
  year: string;
  /** What happened. */
  title: string;
  /** Why it mattered. */
  text: string;
}
