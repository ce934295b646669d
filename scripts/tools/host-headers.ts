// The headers each host sends with a page, counted in the first round trip with the HTML: the site's
// own from its files, the host's own as seen in their responses (2026-11), as HTTP/1.1 text (an upper bound).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileOfRoute, pathsFor } from '../pipeline/clean-urls.ts';
import { headersFor, parseHeaderRules, type HeaderRule } from './serve-rules.ts';

/** A gzip HTML answer's own headers, as each host writes them (its date, ids and tags at their usual length). */
const ownHeaders: Record<Host, Record<string, string>> = {
  'Cloudflare Pages': {
    date: 'Fri, 27 Nov 2026 17:00:00 GMT',
    'content-type': 'text/html; charset=utf-8',
    'content-encoding': 'gzip',
    'access-control-allow-origin': '*',
    etag: 'W/"3f2a1b4c5d6e7f8091a2b3c4d5e6f708"',
    vary: 'Accept-Encoding',
    'report-to':
      '{"endpoints":[{"url":"https:\\/\\/a.nel.cloudflare.com\\/report\\/v4?s=Xk3vQ2bN8mA1pL0sR7tY5uW9zC4dE6fG2hJ8kL1mN3oP5qR7sT9uV1wX3yZ5aB7cD9eF1gH3iJ5kL7mN9oP1qR3sT5uV7w%3D"}],"group":"cf-nel","max_age":604800}',
    nel: '{"success_fraction":0,"report_to":"cf-nel","max_age":604800}',
    server: 'cloudflare',
    'cf-ray': '8e1f2a3b4c5d6e7f-LHR',
    'alt-svc': 'h3=":443"; ma=86400',
  },
  Netlify: {
    age: '0',
    'cache-status': '"Netlify Edge"; fwd=miss',
    'content-encoding': 'gzip',
    'content-type': 'text/html; charset=UTF-8',
    date: 'Fri, 27 Nov 2026 17:00:00 GMT',
    etag: '"6f1b2c3d4e5f60718293a4b5c6d7e8f9-ssl-df"',
    server: 'Netlify',
    vary: 'Accept-Encoding',
    'x-nf-request-id': '01JDQ8Z8V3K4M5N6P7Q8R9S0T1',
  },
  'GitHub Pages': {
    server: 'GitHub.com',
    'content-type': 'text/html; charset=utf-8',
    'last-modified': 'Fri, 27 Nov 2026 16:55:00 GMT',
    'access-control-allow-origin': '*',
    etag: 'W/"6747d0f4-1a2b3"',
    expires: 'Fri, 27 Nov 2026 17:10:00 GMT',
    'cache-control': 'max-age=600',
    'content-encoding': 'gzip',
    'x-proxy-cache': 'MISS',
    'x-github-request-id': 'A1B2:3C4D5:6E7F80:91A2B3:6747D1A0',
    'accept-ranges': 'bytes',
    age: '0',
    date: 'Fri, 27 Nov 2026 17:00:00 GMT',
    via: '1.1 varnish',
    'x-served-by': 'cache-lhr-egll1980073-LHR',
    'x-cache': 'MISS',
    'x-cache-hits': '0',
    'x-timer': 'S1764262800.123456,VS0,VE25',
    vary: 'Accept-Encoding',
    'x-fastly-request-id': '0123456789abcdef0123456789abcdef01234567',
    'content-length': '14600',
  },
  'S3 + CloudFront': {
    'content-type': 'text/html',
    'content-length': '14600',
    date: 'Fri, 27 Nov 2026 17:00:00 GMT',
    'last-modified': 'Fri, 27 Nov 2026 16:55:00 GMT',
    etag: '"0123456789abcdef0123456789abcdef"',
    'x-amz-server-side-encryption': 'AES256',
    'accept-ranges': 'bytes',
    server: 'AmazonS3',
    'content-encoding': 'gzip',
    vary: 'Accept-Encoding',
    'x-cache': 'Miss from cloudfront',
    via: '1.1 0123456789abcdef0123456789abcdef.cloudfront.net (CloudFront)',
    'x-amz-cf-pop': 'LHR62-P1',
    'x-amz-cf-id': 'Xk3vQ2bN8mA1pL0sR7tY5uW9zC4dE6fG2hJ8kL1mN3oP5qR7sT9uV==',
  },
};

export const hosts = ['Cloudflare Pages', 'Netlify', 'GitHub Pages', 'S3 + CloudFront'] as const;
export type Host = (typeof hosts)[number];

/** The headers the CloudFront response headers policy adds (deploy/cloudfront/response-headers-policy.json), as names and values: read once. */
let cloudFront: Record<string, string> | undefined;
const cloudFrontHeaders = (): Record<string, string> => (cloudFront ??= readCloudFrontHeaders());

function readCloudFrontHeaders(): Record<string, string> {
  const policy = JSON.parse(readFileSync('deploy/cloudfront/response-headers-policy.json', 'utf8'));
  const security = policy.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  const custom: { Header: string; Value: string }[] = policy.CustomHeadersConfig.Items;
  return {
    'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    'x-frame-options': security.FrameOptions.FrameOption,
    'content-security-policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    ...Object.fromEntries(custom.map(({ Header, Value }) => [Header.toLowerCase(), Value])),
  };
}

/** Bytes of a response's status line and headers, as HTTP/1.1 writes them. */
const bytesOf = (headers: Record<string, string>): number =>
  Buffer.byteLength(
    `HTTP/1.1 200 OK\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );

/** Each export's `_headers` rules, read once for all its pages. */
const rulesOf = new Map<string, HeaderRule[]>();

/** The bytes of the headers each host sends with the page at `route` of the export in `outDir`, built for `basePath`. */
export function headerBytes(outDir: string, route: string, basePath = ''): Record<Host, number> {
  const rules = rulesOf.get(outDir) ?? parseHeaderRules(readFileSync(join(outDir, '_headers'), 'utf8'));
  rulesOf.set(outDir, rules);
  const [path = route] = pathsFor(fileOfRoute(route), basePath);
  const fromRules = Object.fromEntries(Object.entries(headersFor(rules, path)).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    'Cloudflare Pages': bytesOf({ ...ownHeaders['Cloudflare Pages'], ...fromRules }),
    Netlify: bytesOf({ ...ownHeaders.Netlify, ...fromRules }),
    'GitHub Pages': bytesOf(ownHeaders['GitHub Pages']),
    'S3 + CloudFront': bytesOf({ ...ownHeaders['S3 + CloudFront'], ...cloudFrontHeaders() }),
  };
}

/** What a page's first round trip carries: its gzipped HTML and the headers of the host that sends the most with it. */
export function firstRoundTrip(outDir: string, route: string, htmlBytes: number, basePath = ''): { bytes: number; host: Host } {
  const sent = headerBytes(outDir, route, basePath);
  const host = hosts.reduce((most, each) => (sent[each] > sent[most] ? each : most));
  return { bytes: htmlBytes + sent[host], host };
}
