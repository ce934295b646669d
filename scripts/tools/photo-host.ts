// A local stand-in for the stock-photo host, for measuring (`npm run budget`):
// this machine cannot reach images.unsplash.com, and blocking it would leave the photos, the
// heaviest part of a page, out of every figure. HTTPS on loopback; Chromium is pointed at it
// with --host-resolver-rules (chromeFlagsFor). Each URL is answered with a photo-like WebP
// (scripts/tools/photo-like.ts) at the width (`w`) and quality (`q`) it asks for and the photo's
// own aspect, so its bytes are about what the real host sends; made once, kept in .photo-host/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { join } from 'node:path';
import { listen } from './listen.ts';
import { photoLike, seedOf } from './photo-like.ts';
import { photoHost } from './photo-urls.ts';
import { htmlFiles } from '../pipeline/postbuild/export-files.ts';
import { all, attr, parse } from '../pipeline/postbuild/html.ts';

const cacheDir = '.photo-host';

/** Each stock photo's aspect (height ÷ width), read from the `<img>`s of the exported pages. */
export function aspectsIn(outDir: string): Map<string, number> {
  const aspects = new Map<string, number>();
  for (const file of htmlFiles(outDir)) {
    for (const img of all(parse(readFileSync(file, 'utf8')), 'img')) {
      const src = URL.parse(attr(img, 'src') ?? '');
      const width = Number(attr(img, 'width'));
      const height = Number(attr(img, 'height'));
      if (src?.hostname === photoHost && width && height) aspects.set(src.pathname, height / width);
    }
  }
  return aspects;
}

/** A self-signed certificate for the host name (openssl), made once. */
function certificate(): { key: Buffer; cert: Buffer } {
  const key = join(cacheDir, 'key.pem');
  const cert = join(cacheDir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(cacheDir, { recursive: true });
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '3650',
      '-subj',
      `/CN=${photoHost}`,
    ]);
    if (made.status !== 0) throw new Error(`the stand-in photo host needs openssl to make its certificate: ${made.stderr ?? made.error}`);
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** The photo-like file for one URL path, width and quality. */
async function photoFor(path: string, width: number, quality: number, aspect: number): Promise<Buffer> {
  const height = Math.round(width * aspect);
  const file = join(cacheDir, `${path.replace(/\W+/g, '-')}-${width}x${height}-q${quality}.webp`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, await photoLike(seedOf(path), width, height).webp({ quality }).toBuffer());
  }
  return readFileSync(file);
}

/** The stand-in host, running: its port, and how to stop it. */
export interface PhotoHost {
  port: number;
  close(): Promise<void>;
}

/** Starts the stand-in host on a free loopback port. */
export async function startPhotoHost(aspects: ReadonlyMap<string, number>): Promise<PhotoHost> {
  const server = createServer(certificate(), async (request, response) => {
    const url = new URL(request.url ?? '/', `https://${photoHost}`);
    const width = Math.min(Number(url.searchParams.get('w')) || 1920, 4000);
    const quality = Math.min(Math.max(Number(url.searchParams.get('q')) || 75, 1), 100);
    const body = await photoFor(url.pathname, width, quality, aspects.get(url.pathname) ?? 2 / 3);
    response.writeHead(200, {
      'Content-Type': 'image/webp',
      'Content-Length': body.length,
      'Timing-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=31536000',
    });
    response.end(body);
  });
  const port = await listen(server);
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Chromium flags that send the photo host's requests to the stand-in. */
export const chromeFlagsFor = (port: number): string[] => [`--host-resolver-rules=MAP ${photoHost} 127.0.0.1:${port}`, '--ignore-certificate-errors'];
