// A day as the site writes it, for the pages (components/DateText) and the CMS's preview alike.
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-11-24` as the site writes it: 24 November 2026. */
export const dayOf = (date: string): string => dayFormat.format(new Date(date));
