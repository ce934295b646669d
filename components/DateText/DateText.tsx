const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day as the site writes it (24 November 2026), with its ISO date for machines. */
export function DateText({ date, className }: { date: string; className?: string }) {
  // Without a class, no class property at all: the React payload would carry one as "$undefined".
  return (
    <time dateTime={date} {...(className ? { className } : {})}>
      {dateFormat.format(new Date(date))}
    </time>
  );
}
