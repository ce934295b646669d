// Runs the CloudFront Function (viewer-request.js) as CloudFront does, for its tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

export const source = readFileSync(join(__dirname, '../../deploy/cloudfront/viewer-request.js'), 'utf8');

export interface QueryValue {
  value: string;
  multiValue?: { value: string }[];
}
export interface CfRequest {
  uri: string;
  querystring: Record<string, QueryValue>;
}
export interface CfRedirect {
  statusCode: number;
  statusDescription: string;
  headers: { location: { value: string } };
}
export type Run = (uri: string, querystring?: Record<string, QueryValue>) => CfRequest | CfRedirect;

/** The function as CloudFront runs it, for a site built under `basePath`. */
export function viewerRequest(basePath = ''): Run {
  const configured = source.replace("var basePath = '';", `var basePath = '${basePath}';`);
  if (!configured.includes(`var basePath = '${basePath}';`)) throw new Error('viewer-request.js no longer declares `var basePath`');
  const sandbox: { handler?: (event: { request: CfRequest }) => CfRequest | CfRedirect } = {};
  runInNewContext(configured, sandbox);
  const handler = sandbox.handler;
  if (!handler) throw new Error('viewer-request.js defines no handler');
  return (uri, querystring = {}) => handler({ request: { uri, querystring } });
}

export const isRedirect = (result: CfRequest | CfRedirect): result is CfRedirect => 'statusCode' in result;

/** What S3 is finally asked for after following the function's redirects (at most two), and the redirects. */
export function resolve(run: Run, uri: string): { key: string; hops: string[] } {
  const hops: string[] = [];
  let result = run(uri);
  while (isRedirect(result)) {
    if (result.statusCode !== 308) throw new Error(`${uri}: a ${result.statusCode}, not a 308`);
    const next = result.headers.location.value;
    hops.push(next);
    if (hops.length > 2) throw new Error(`redirect loop from ${uri}: ${hops.join(' -> ')}`);
    result = run(next);
  }
  return { key: result.uri, hops };
}
