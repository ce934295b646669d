// Request paths that try to turn a clean-URL redirect into one to another host, for the tests
// of the clean-URL rule (scripts/pipeline/clean-urls.ts) and its CloudFront copy (deploy/cloudfront/viewer-request.js).

/** Ways to start a path with "another host", plain and percent-encoded once or twice. */
const hostStarts = ['//', '/%2F', '/%2f', '/\\', '/%5C', '/%5c', '/%252F', '/%255C', '///', '/%2F%5C', '/%09/', '/%0A/', '/\t/'];

/** What makes the path a redirect: a trailing slash, `.html`, `/index.html`. */
const redirectEndings = ['/', '//', '.html', '/index.html', '.html/'];

/** Every spelling of `host` (`evil.example`) as a path of the site under `basePath`. */
export function offSiteSpellings(basePath: string, host = 'evil.example'): string[] {
  return hostStarts.flatMap((start) => redirectEndings.map((ending) => `${basePath}${start}${host}${ending}`));
}

/** Whether a `Location` keeps the visitor on `origin` under `basePath`, as a browser resolves it. */
export function staysOnSite(location: string, basePath: string, origin = 'https://site.test'): boolean {
  const url = new URL(location, `${origin}${basePath}/`);
  return url.origin === origin && url.pathname.startsWith(`${basePath}/`) && !/^[/\\]{2}/.test(location);
}
