// A server of the project's tools or tests put on a port of this machine.
import type { Server } from 'node:net';

/** Starts `server` listening on loopback at `port` (0: any free one); resolves with the port it got. */
export function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error(`listening on ${String(address)}, not a TCP port`));
      else resolve(address.port);
    });
  });
}
