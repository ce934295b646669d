import type { Invitation } from './types.ts';

/** The call-to-action block at the foot of Home and About. */
export const callToAction: Invitation = {
  heading: 'Ready to Lead Your Next Big Change?',
  text: 'Whether you are preparing a deal, rescuing a programme or planning your next career move, let us talk about what success looks like and how to get there.',
  primary: { label: 'Book a Consultation', href: '/contact' },
  secondary: { label: 'Explore Services', href: '/services' },
};
