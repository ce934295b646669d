import { ui } from '#model/ui.ts';

/**
 * Logs the path that led to the not-found page, as the specification asks, from an inline
 * script: it runs as the page is parsed, before (and without) the site's scripts, and costs
 * no client component in every page's first load (the not-found tree ships with each page).
 * The post-build step allows it by its hash in the page's Content-Security-Policy. Not in the
 * editor's preview (a development server): there React draws the not-found page in the browser
 * too, and says of a script it draws there, in a red badge over the owner's page, that it will
 * not run. The built site is where the specification's log is kept.
 */
export function LogUnknownPath() {
  if (process.env.NODE_ENV !== 'production') return null;
  const log = `console.log(${JSON.stringify(ui.notFound.logPrefix)} + location.pathname)`;
  return <script dangerouslySetInnerHTML={{ __html: log }} />;
}
