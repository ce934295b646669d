// The report of the page after the first (./bench-next.ts measures it): each kind of page's
// medians, how each run came, and Back, against the goal, and the floor beside them.
import { median } from './bench-presses.ts';
import { cpuSlowdown, floorPress, rest, type Arrival, type Back, type NextResult } from './bench-next.ts';
import { phoneNetwork } from './photo-bytes.ts';

/** The goal: a prerendered page shown within this many milliseconds of the press's release. */
export const nextLimit = 100;

/** The report's lines: each kind's medians, how each run came, and Back. */
export function nextTable(results: readonly NextResult[], runs: number): string[] {
  const of = (samples: { arrival: Arrival }[]) => `${Math.round(median(samples.map(({ arrival }) => arrival.ms)))}`;
  const hows = (samples: { arrival: Arrival }[]) => [...new Set(samples.map(({ arrival }) => arrival.how))].join(', ');
  const whys = (samples: { arrival: Arrival }[]) => [...new Set(samples.map(({ arrival }) => arrival.why).filter(Boolean))].join('; ');
  const back = (samples: { back: Back }[]) => {
    const restored = samples.filter(({ back }) => back.restored === true).length;
    const reasons = [...new Set(samples.flatMap(({ back }) => back.reasons))];
    return samples.every(({ back }) => back.restored === 'same document')
      ? 'same document'
      : `${restored} of ${samples.length}${reasons.length ? ` (${reasons.join(', ')})` : ''}`;
  };
  const backs = (first: { back: Back }[], reading: { back: Back }[]) => `${back(first)} / ${back(reading)}`;
  return [
    `The page after the first, on the same phone (devtools throttling: ${phoneNetwork.latency} ms a request, ${((phoneNetwork.downloadThroughput * 8) / 1024 / 1024).toFixed(2)} Mbps, ${cpuSlowdown}× CPU), ${runs}-run medians: from the press of an in-site link (its release: the click, which a link waits for, WCAG 2.5.2; the thumb is down 100 ms before it) to the next page's largest paint (a prerendered page's is seen at its activation at the earliest), pressed as the visitor's first act (the page just loaded, its scripts not come) and after reading (the scripts come, the pointer resting ${rest / 1000} s on the link); how it came (prerendered, loaded, or client: Next's router in the same document, timed to its heading); and Back: the first page restored from the back/forward cache, or Chromium's reasons. The floor: the same presses between two pages of a heading and a link, what this browser on this machine takes to show any page. Goal: after reading, prerendered and shown within ${nextLimit} ms; Back restored every time.`,
    '',
    '| next page | pressed from | first act: ms | came | after reading: ms | came | Back restored (first act / after reading) | not prerendered because | goal |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(({ kind, from, to, first, reading }) => {
      const row = (page: string, pressedFrom: string, goal: string) =>
        `| ${page} | ${pressedFrom} | ${of(first)} | ${hows(first)} | ${of(reading)} | ${hows(reading)} | ${backs(first, reading)} | ${whys([...first, ...reading]) || '–'} | ${goal} |`;
      // The floor is what any page takes here: no goal of its own.
      if (kind === floorPress.kind) return row(kind, '–', '–');
      const misses = [
        ...(median(reading.map(({ arrival }) => arrival.ms)) > nextLimit ? [`after reading ${of(reading)} ms > ${nextLimit}`] : []),
        ...(reading.some(({ arrival }) => arrival.how !== 'prerendered') ? ['not prerendered every time'] : []),
        ...([...first, ...reading].some(({ back }) => back.restored !== true) ? ['Back not from the cache every time'] : []),
      ];
      return row(kind === to ? to : `${to} (${kind})`, from, misses.length ? `missed: ${misses.join('; ')}` : 'met');
    }),
  ];
}
