import { ui } from '#model/ui.ts';

/**
 * Logs the path that led to the not-found page, as the specification asks, from an inline
 * script: it runs as the page is parsed, before (and without) the site's scripts, and costs
 * no client component in every page's first load (the not-found tree ships with each page).
 * The post-build step allows it by its hash in the page's Content-Security-Policy.
 */
export function LogUnknownPath() {
  const log = `console.log(${JSON.stringify(ui.notFound.logPrefix)} + location.pathname)`;
  return <script dangerouslySetInnerHTML={{ __html: log }} />;
}
