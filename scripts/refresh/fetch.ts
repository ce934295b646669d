// How the refresh reaches the network: every redirect hop held to the feed's rule (https on a public
// address, checked on the resolved address too), bounded redirects and bodies, nothing compressed, and
// every failure one line without the address's secrets.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { loopbackHosts } from '#model/delivery.ts';
import { FeedError } from './feed.ts';

/** Addresses that are not on the public internet: this machine, private networks, link-local (cloud metadata), and the rest. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && !notPublic.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
const isLoopback = (url: URL) => loopbackHosts.has(url.hostname);
/** A resolved address on this machine (as the resolver gives it: no brackets). */
const isLoopbackAddress = (address: string) => address === '::1' || address.startsWith('127.');

/** An address as it may be printed (in a public workflow's log): no user name, password, query or fragment. */
export const shown = (url: URL) => `${url.origin}${url.pathname}`;

/** Why the refresh may not fetch `url` for a feed at `feed`, or undefined. */
export function hopRefusal(url: URL, feed: URL): string | undefined {
  if (isLoopback(feed)) return url.origin === feed.origin ? undefined : `leads away from the feed's own server on this machine, to ${shown(url)}`;
  if (url.protocol !== 'https:') return `is not an https address (${shown(url)})`;
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && !isPublicAddress(host)))
    return `leads to an address that is not public (${shown(url)})`;
  return undefined;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A name lookup that refuses a name resolving to an address off the public internet (or, for a feed on this machine, off it). */
function guardedLookup(loopbackOnly: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const bad = addresses.find(({ address }) => (loopbackOnly ? !isLoopbackAddress(address) : !isPublicAddress(address)));
      if (bad) return callback(Object.assign(new Error(`${hostname} resolves to ${bad.address}, which is not a public address`), { code: 'ENOTPUBLIC' }), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return first ? callback(null, first.address, first.family) : callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    });
  };
}

export interface Limits {
  /** The most bytes the body may have. */
  maxBytes: number;
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
}

/** What a fetch brought: the address it ended at, the stated type, the body. */
export interface Fetched {
  url: URL;
  type: string;
  bytes: Buffer;
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** One request, answered with its response, or a one-line reason. */
function ask(url: URL, feed: URL, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // No keep-alive: a socket idle while the refresh reads may be closed by the host just as it is reused.
    const request = send(url, {
      headers: { 'User-Agent': 'oj-site podcast refresh', 'Accept-Encoding': 'identity' },
      lookup: guardedLookup(isLoopback(feed)),
      signal,
      agent: false,
    });
    request.on('response', resolve).on('error', reject).end();
  });
}

/** The body of `response`, read as it arrives, refused past `maxBytes`. */
async function bodyOf(response: IncomingMessage, maxBytes: number, what: string): Promise<Buffer> {
  const stated = Number(response.headers['content-length'] ?? Number.NaN);
  if (stated > maxBytes) throw new FeedError(`${what} is ${megabytes(stated)}; at most ${megabytes(maxBytes)}`);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    total += piece.length;
    if (total > maxBytes) {
      response.destroy();
      throw new FeedError(`${what} is more than ${megabytes(maxBytes)}; at most ${megabytes(maxBytes)}`);
    }
    chunks.push(piece);
  }
  if (!response.complete || (Number.isFinite(stated) && total !== stated))
    throw new FeedError(`${what} arrived cut short (${total} of ${Number.isFinite(stated) ? stated : 'its'} bytes)`);
  return Buffer.concat(chunks);
}

/** `start`'s body, following at most `maxRedirects` redirects, each hop held to the feed's rule, given up when `until` aborts; a FeedError says what went wrong. */
export async function fetchChecked(start: URL, feed: URL, what: string, { maxBytes, timeoutMs, maxRedirects }: Limits, until?: AbortSignal): Promise<Fetched> {
  const signal = until ? AbortSignal.any([AbortSignal.timeout(timeoutMs), until]) : AbortSignal.timeout(timeoutMs);
  let url = start;
  for (let hop = 0; ; hop++) {
    const refusal = hopRefusal(url, feed);
    if (refusal) throw new FeedError(`${what} ${hop ? 'is redirected to an address that ' : ''}${refusal}`);
    let response: IncomingMessage;
    try {
      response = await ask(url, feed, signal);
    } catch (error) {
      const reason = signal.aborted ? `no answer within ${timeoutMs / 1000} s` : error instanceof Error ? error.message : String(error);
      throw new FeedError(`${what} could not be fetched from ${shown(url)}: ${reason}`);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (hop >= maxRedirects) throw new FeedError(`${what} is redirected more than ${maxRedirects} times, from ${shown(start)}`);
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new FeedError(`${what} could not be fetched from ${shown(url)}: HTTP ${status}`);
    }
    const encoding = response.headers['content-encoding'];
    if (encoding && encoding !== 'identity') {
      response.destroy();
      throw new FeedError(`${what} came compressed (${encoding}) from ${shown(url)}, though none was asked for`);
    }
    try {
      const bytes = await bodyOf(response, maxBytes, what);
      // A body the clock ran out on is a timeout, never a feed to read, whatever part of it came.
      if (signal.aborted) throw new Error('timed out');
      return { url, type: response.headers['content-type']?.split(';')[0]?.trim() ?? '', bytes };
    } catch (error) {
      if (error instanceof FeedError) throw error;
      const reason = signal.aborted ? `no whole answer within ${timeoutMs / 1000} s` : 'the connection closed before all of it arrived';
      throw new FeedError(`${what} could not be read from ${shown(url)}: ${reason}`);
    }
  }
}
