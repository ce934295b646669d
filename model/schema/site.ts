// content/site.json: who the site is about, how to reach him, and the closing call to action of
// Home and About. Every contact value lives here, so the owner edits one place.
import { z } from 'zod';
import { exactly, callToAction, httpsUrl, text } from './fields.ts';

/** Social networks the site links to; each is drawn with its own glyph. */
export const socialNetworks = ['linkedin', 'x', 'instagram', 'youtube'] as const;

const https = (description: string) => httpsUrl().describe(description);

/** A social profile. */
export const socialLink = z.object({
  network: z
    .enum(socialNetworks)
    .meta({ optionLabels: { linkedin: 'LinkedIn', x: 'X', instagram: 'Instagram', youtube: 'YouTube' } })
    .describe('Which network: its logo is drawn beside the link.'),
  label: text(30, 'Name read aloud and shown on hover (LinkedIn).'),
  href: https('Profile address; opens in a new tab.'),
});

/** An email address with what it is for. */
const emailContact = z.object({
  purpose: text(40, 'What to write about (General enquiries).'),
  address: z.email('must be an email address such as hello@example.com').max(60, 'must be at most 60 characters').describe('The address.'),
});

/** A phone number in display and dialable form. */
const phoneContact = z.object({
  region: text(12, 'Region (UK).'),
  display: text(24, 'As shown; the site keeps it on one line (+44 20 7946 0958).'),
  dial: z
    .string()
    .regex(/^\+\d{7,15}$/, 'must be digits only with a leading plus, such as +442079460958')
    .describe('For tap-to-call: digits only with a leading plus.'),
});

export const siteFile = z.object({
  brand: text(2, 'Initials in the header’s square mark (OJ): at most 2 letters, which is what the mark holds.'),
  name: text(30, 'Full name; beside the mark in the header, where two lines fit on the narrowest phone.'),
  tagline: text(60, 'Your one-line positioning: shown under the home headline and in page titles.'),
  jobTitle: text(60, 'Job title, for search engines.'),
  blurb: text(240, 'The footer’s paragraph.'),
  url: https('Public address of the site: the one search engines and shared links give (https://oj.example.com).'),
  emails: z.tuple([emailContact, emailContact]).describe('Two email addresses; the first is the general one shown in the footer.'),
  phones: z.tuple([phoneContact, phoneContact]).describe('UK and US phones; the first is shown in the footer.'),
  location: text(40, 'Location as shown (London, UK).'),
  locality: text(40, 'City, for search engines.'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as GB')
    .describe('Two-letter country code, for search engines (GB).'),
  socials: exactly(4, socialLink, 'The four social profiles: LinkedIn, X, Instagram, YouTube.'),
  callToAction: callToAction('The closing band of Home and About.'),
});

export type SocialNetwork = (typeof socialNetworks)[number];
export type SocialLink = z.infer<typeof socialLink>;
export type SiteIdentity = Omit<z.infer<typeof siteFile>, 'callToAction'>;
