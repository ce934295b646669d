// A day as the site writes it, for the pages (components/DateText) and the CMS's preview alike.

/** How a day is written: its locale and its parts (the search page's inline script writes its results' days with them too). */
export const dayWriting = { locale: 'en-GB', options: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } } as const;
const dayFormat = new Intl.DateTimeFormat(dayWriting.locale, dayWriting.options);

/** `2026-11-24` as the site writes it: 24 November 2026. */
export const dayOf = (date: string): string => dayFormat.format(new Date(date));
