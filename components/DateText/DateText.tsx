import { dayOf } from '#model/dates.ts';

/** A day as the site writes it (24 November 2026), with its ISO date for machines. */
export function DateText({ date }: { date: string }) {
  return <time dateTime={date}>{dayOf(date)}</time>;
}
