// CloudFront Function (runtime cloudfront-js-2.0), associated with the distribution's default
// behaviour as a *viewer request* function. It gives the S3 origin the URLs the other hosts
// serve: one clean URL per page, like Cloudflare Pages. The rule is scripts/pipeline/clean-urls.ts, which
// this file cannot import; viewer-request.test.ts holds the two equal.
//   /about       -> the object about.html
//   /about.html  -> 308 to /about         /about/ -> 308 to /about
//   /index.html  -> 308 to /              /       -> the object index.html
//   any path whose last segment has a dot (/_next/static/..., /sitemap.xml) is left alone.
// A path with no object behind it reaches S3 as e.g. /no-such-page.html; the distribution's
// custom error responses answer S3's 403/404 with /404.html and status 404. So do /404 and
// /_not-found, the not-found page's own names, as on the other hosts.
// A redirect never leaves the site: slashes that lead the rest of its path collapse into one
// (//evil.com/ -> /evil.com, not //evil.com, which a browser reads as another host).
// Written for CloudFront Functions: ES 5.1 plus what cloudfront-js-2.0 adds, no require().
// Type-checked as JavaScript by `npm run typecheck`, from the types of these comments.
/** @typedef {import('../../scripts/test/cloudfront-harness.ts').CfRequest} CfRequest */
/** @typedef {import('../../scripts/test/cloudfront-harness.ts').CfRedirect} CfRedirect */

// The sub-path the site was built for (BASE_PATH), or '' at the domain's root.
var basePath = '';

// What may start a path without staying a path: slashes, backslashes, the tab and line breaks a
// URL parser drops, plain or percent-encoded once or more (%2F, %5c, %252F).
var hostLike = /^(?:[\/\\\t\n\r]|%(?:25)*(?:2f|5c|09|0a|0d))+/i;
/** @type {Record<string, boolean>} */
var notFoundPages = { 404: true, '_not-found': true };

/**
 * @param {string} home
 * @param {string} path
 * @param {CfRequest['querystring']} querystring
 * @returns {CfRedirect}
 */
function redirect(home, path, querystring) {
  var location = home + path.replace(hostLike, '');
  var query = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry && entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      var value = values[i];
      if (value) query.push(name + (value.value === '' ? '' : '=' + value.value));
    }
  }
  return {
    statusCode: 308,
    statusDescription: 'Permanent Redirect',
    headers: { location: { value: location + (query.length ? '?' + query.join('&') : '') } },
  };
}

// CloudFront calls handler() itself; nothing in this file does.
/**
 * @param {{ request: CfRequest }} event
 * @returns {CfRequest | CfRedirect}
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var home = basePath + '/';
  if (basePath && uri === basePath) return redirect(home, '', request.querystring);
  if (uri.indexOf(home) !== 0) return request; // outside the site: S3 answers, 404 page follows
  var path = uri.slice(home.length); // 'about', 'about.html', 'about/', '' ...
  if (path === 'index.html' || path === 'index') return redirect(home, '', request.querystring);
  if (/\/index\.html$/.test(path)) return redirect(home, path.slice(0, -'index.html'.length), request.querystring);
  if (/\.html$/.test(path)) return redirect(home, path.slice(0, -'.html'.length), request.querystring);
  if (path !== '' && path.charAt(path.length - 1) === '/') {
    return redirect(home, path.replace(/\/+$/, ''), request.querystring);
  }
  var name = path.split('/').pop() || '';
  if (path === '') request.uri = home + 'index.html';
  else if (name.indexOf('.') === -1 && !notFoundPages[path]) request.uri = uri + '.html';
  return request;
}
