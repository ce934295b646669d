// The local addresses a server listens on, from the kernel's own tables (/proc/net/tcp and tcp6,
// hex, as they write them): for the tests that hold a server to this computer's loopback.
import { readFileSync } from 'node:fs';

/** IPv4 127.0.0.1 and IPv6 ::1, as /proc writes them. */
export const loopback = ['0100007F', '00000000000000000000000001000000'];

/** The local addresses listening on `port`. */
export function listeners(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter(([, local, , state]) => state === '0A' && local?.endsWith(`:${hexPort}`))
      .map(([, local]) => local?.split(':')[0] ?? ''),
  );
}
