// Seconds of silence a browser plays, for a player whose host does not resolve here: the
// journeys' episodes (e2e/audio.ts) and the bench's hand-over (./bench-handover.ts), served in the
// ranges a player asks for, as an audio host serves them.
import type { Page } from '@playwright/test';

/** Seconds of silence as a WAV file (8 kHz, 8-bit, mono): audio a browser plays, for a player whose host does not resolve here. */
export function silence(seconds: number): Buffer {
  const samples = 8000 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

/** Answers `address` in `page` with `seconds` of silence, in the ranges asked for: what lets a player seek. */
export function routeSilence(page: Page, address: string, seconds: number): Promise<unknown> {
  const audio = silence(seconds);
  return page.route(address, (route) => {
    const [, from = '0', to = ''] = /bytes=(\d+)-(\d*)/.exec(route.request().headers().range ?? '') ?? [];
    const [start, end] = [Number(from), to ? Number(to) : audio.length - 1];
    return route.fulfill({
      status: 206,
      headers: { 'Content-Type': 'audio/wav', 'Accept-Ranges': 'bytes', 'Content-Range': `bytes ${start}-${end}/${audio.length}` },
      body: audio.subarray(start, end + 1),
    });
  });
}
