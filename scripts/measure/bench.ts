#!/usr/bin/env node
// npm run bench: what each route costs a slow phone, beside the same HTML without scripts (its floor).
// Lighthouse (mobile, simulated) 3 runs a page, medians; stock photos from the local stand-in. Timings
// vary on shared machines: a report, not a test (the byte budget is the test).
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';
import { serveExport } from '../tools/local-site.ts';
import { budget, checkBudget, hasShow, kb, measurePage, pagesOf } from './page-bytes.ts';
import { firstRoundTrip } from '../tools/host-headers.ts';
import { controls, median, press, type Press } from './bench-presses.ts';
import { floorPress, nextPresses, pressAll, writeFloorPages, type NextResult } from './bench-next.ts';
import { nextTable } from './bench-next-table.ts';
import { measuredQuery, measureSearch, searchBudget, searchTimeLimit } from './search-bytes.ts';
import { searchPath } from '#model/routes.ts';
import { measureHandOver } from './bench-handover.ts';
import { aspectsIn, chromeFlagsFor, startPhotoHost } from '../tools/photo-host.ts';
import { isPhoto, photoHost } from '../tools/photo-urls.ts';
import { ports } from '../pipeline/ports.ts';
import { all, attr, parse, remove, serialize } from '../pipeline/postbuild/html.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_REPORTS=dir keeps each run's whole Lighthouse report, to see what a figure is made of. */
const reports = process.env.BENCH_REPORTS;
// OUT_DIR=out-delivery npm run bench measures another export; `-- /blog /podcast`, some pages. A whole run rewrites its table in BENCHMARKS.md.
const outDir = process.env.OUT_DIR ?? 'out';
// `--next`: the first presses and the page after the first alone (./bench-next.ts).
const nextOnly = process.argv.includes('--next');
const only = process.argv.slice(2).filter((arg) => arg !== '--next');
const measuredPages = pagesOf(outDir).filter(({ route }) => !nextOnly && (!only.length || only.includes(route)));
const recorded = ['out', 'out-delivery'].includes(outDir) && !only.length && !nextOnly;
const benchmarks = 'BENCHMARKS.md';
const siteDir = '.bench/site';
const floorDir = '.bench/floor';
// Lighthouse will not audit a 404: both copies also hold the not-found page under a name that answers 200.
const notFoundCopy = 'bench-not-found';

if (!existsSync(join(outDir, 'index.html'))) {
  console.log('No build in out/: building first.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

rmSync('.bench', { recursive: true, force: true });
mkdirSync('.bench', { recursive: true });
if (reports) mkdirSync(reports, { recursive: true });
cpSync(outDir, siteDir, { recursive: true });
copyFileSync(join(siteDir, '404.html'), join(siteDir, `${notFoundCopy}.html`));
writeFloorPages(siteDir);
cpSync(siteDir, floorDir, { recursive: true });
for (const file of readdirSync(floorDir).filter((name) => name.endsWith('.html'))) {
  const path = join(floorDir, file);
  const document = parse(readFileSync(path, 'utf8'));
  all(document, 'script').forEach(remove);
  writeFileSync(path, serialize(document));
}

/** The goals on Lighthouse's mobile profile (docs/decisions/0004-performance.md). */
const limits = { lcpStock: 1500, lcpOwn: 1100, score: 100, tbt: 50, bytesRatio: 1.3, lcpRatio: 1.15, firstPress: 200 };
const stockPhotos = (file: string) =>
  all(parse(readFileSync(join(outDir, file), 'utf8')), 'img', (img) => attr(img, 'loading') === 'eager').some((img) =>
    (attr(img, 'src') ?? '').includes(`//${photoHost}/`),
  );

interface Sample {
  score: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
  photos: number;
  bytes: number;
}

async function audit(chrome: LaunchedChrome, url: string, name: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (reports && result) writeFileSync(join(reports, `${name}.json`), JSON.stringify(result.lhr));
  const audits = result?.lhr.audits ?? {};
  const categories = result?.lhr.categories ?? {};
  const details = audits['network-requests']?.details;
  const requests = details?.type === 'table' ? details.items : [];
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const percent = (score: number | null | undefined) => Math.round((score ?? Number.NaN) * 100);
  return {
    score: percent(categories.performance?.score),
    seo: percent(categories.seo?.score),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    requests: requests.length,
    bytes: value('total-byte-weight'),
    photos: requests.reduce(
      (total, { url, transferSize }) => total + (typeof url === 'string' && isPhoto(url) && typeof transferSize === 'number' ? transferSize : 0),
      0,
    ),
  };
}

function summarise(samples: readonly Sample[]): Sample {
  const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  return {
    score: of('score'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    requests: of('requests'),
    photos: of('photos'),
    bytes: of('bytes'),
  };
}

const [siteServer, floorServer] = await Promise.all([serveExport(siteDir, ports.benchSite), serveExport(floorDir, ports.benchFloor)]);
const photoServer = await startPhotoHost(aspectsIn(outDir));
try {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs, ...chromeFlagsFor(photoServer.port)],
  });
  const rows = [];
  let nextPages: NextResult[] = [];
  const presses: { control: string; onceReact: number; first: Press[]; hydrated: Press[] }[] = [];
  try {
    for (const { route, file, path: exported } of measuredPages) {
      const path = route === '/404' ? `/${notFoundCopy}` : exported;
      const site = [];
      const floor = [];
      // Alternating, so a noisy moment hits both.
      for (let i = 0; i < runs; i += 1) {
        const name = (copy: string) => `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${copy}-${i + 1}`;
        site.push(await audit(chrome, `${siteServer.origin}${path}`, name('site')));
        floor.push(await audit(chrome, `${floorServer.origin}${path}`, name('floor')));
      }
      const bytes = measurePage(outDir, file);
      const firstTrip = firstRoundTrip(outDir, route, bytes.html).bytes;
      rows.push({ route, bytes, firstTrip, stock: stockPhotos(file), site: summarise(site), floor: summarise(floor) });
      process.stderr.write(`measured ${route}\n`);
    }
    for (const control of only.length ? [] : controls) {
      const samples: Record<'first' | 'hydrated', Press[]> = { first: [], hydrated: [] };
      for (let i = 0; i < runs; i += 1) {
        samples.first.push(await press(chrome, siteServer.origin, control, false));
        samples.hydrated.push(await press(chrome, siteServer.origin, control, true));
      }
      presses.push({ control: control.name, onceReact: control.onceReact, first: samples.first, hydrated: samples.hydrated });
      process.stderr.write(`pressed ${control.name}\n`);
    }
    nextPages = only.length ? [] : await pressAll(chrome, siteServer.origin, [...nextPresses(pagesOf(outDir).map(({ route }) => route)), floorPress], runs);
  } finally {
    await chrome.kill();
  }

  const ms = (value: number) => `${Math.round(value)}`;
  const lines = [
    `Lighthouse ${runs}-run medians of ${outDir}/, mobile, simulated throttling; stock photos from a local stand-in host; ${new Date().toISOString().slice(0, 10)}; ${process.platform} ${process.arch}, node ${process.version}`,
    '',
    '| route | HTML gz | with headers | CSS gz | JS gz (on intent) | photos | requests | on load | score | SEO | FCP ms | LCP ms | TBT ms | CLS | floor: score | FCP | LCP | TBT | on load | LCP ÷ floor | bytes ÷ floor | goal |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { route, bytes, firstTrip, stock, site, floor } of rows) {
    const ratio = site.lcp / floor.lcp;
    const bytesRatio = site.bytes / floor.bytes;
    const maxLcp = stock ? limits.lcpStock : limits.lcpOwn;
    const misses = checkBudget({ ...bytes, html: firstTrip }, { show: hasShow(outDir) });
    const measured = [site.score, site.seo, site.fcp, site.lcp, site.tbt, site.cls, floor.lcp].every(Number.isFinite);
    if (!measured) misses.push('not measured: Lighthouse could not audit the page');
    if (site.cls > 0) misses.push(`CLS ${site.cls.toPrecision(2)} > 0`);
    if (ratio > limits.lcpRatio) misses.push(`LCP ${ratio.toFixed(2)}× floor > ${limits.lcpRatio}×`);
    if (site.lcp > maxLcp) misses.push(`LCP ${ms(site.lcp)} ms > ${maxLcp}`);
    if (site.score < limits.score) misses.push(`score ${site.score} < ${limits.score}`);
    if (site.tbt > limits.tbt) misses.push(`TBT ${ms(site.tbt)} ms > ${limits.tbt}`);
    if (bytesRatio > limits.bytesRatio) misses.push(`${bytesRatio.toFixed(2)}× the floor's bytes on load > ${limits.bytesRatio}×`);
    // The not-found page is `noindex` on purpose, which Lighthouse's SEO counts against it.
    if (route !== '/404' && site.seo < 100) misses.push(`SEO ${site.seo} < 100`);
    lines.push(
      `| ${route} | ${kb(bytes.html)} | ${kb(firstTrip)} | ${kb(bytes.css)} (${bytes.stylesheets}) | ${kb(bytes.js)} | ${kb(site.photos)} | ${site.requests} | ${kb(site.bytes)} | ${site.score} | ${site.seo} | ${ms(site.fcp)} | ${ms(site.lcp)} | ${ms(site.tbt)} | ${site.cls.toFixed(3)} | ${floor.score} | ${ms(floor.fcp)} | ${ms(floor.lcp)} | ${ms(floor.tbt)} | ${kb(floor.bytes)} | ${ratio.toFixed(2)} | ${bytesRatio.toFixed(2)} | ${misses.length ? `missed: ${misses.join('; ')}` : 'met'} |`,
    );
  }
  lines.push(
    '',
    `Goal per route: HTML with the headers of the host that sends the most ≤ ${kb(budget.htmlGzip)}, JS on the first intent ≤ ${kb(budget.jsGzip)}, ${budget.stylesheets} stylesheet; LCP ≤ ${limits.lcpStock} ms with stock photos, ≤ ${limits.lcpOwn} ms with the owner's or none, and ≤ ${limits.lcpRatio}× the floor's; score ${limits.score}, TBT ≤ ${limits.tbt} ms, CLS 0; bytes on load ≤ ${limits.bytesRatio}× the floor's; SEO 100 (but the noindex 404).`,
  );
  const pressLines: string[] = [];
  if (presses.length) {
    // No INP where no event of the press lasted long enough to count: said as "–".
    const of = (samples: Press[], key: keyof Press) => {
      const value = median(samples.map((sample) => sample[key]).filter(Number.isFinite));
      return Number.isFinite(value) ? ms(value) : '–';
    };
    pressLines.push(
      `First presses on the same phone (devtools throttling: 150 ms round trips, 1.6 Mbps, 4× CPU), ${runs}-run medians: from the press to the frame that shows its answer, and Lighthouse's Interaction to Next Paint; as the visitor's first act (the scripts on their way), and once the page is React's. Goal: the answer shown within ${limits.firstPress} ms as the first act; once the scripts have come, within the control's own limit (its row: the carousel's is 100 ms, a visitor pressing it right after scrolling to it).`,
      '',
      "| control | first act: shown ms | INP ms | page React's: shown ms | INP ms | limit once React's | goal |",
      '|---|---|---|---|---|---|---|',
      ...presses.map(({ control, onceReact, first, hydrated }) => {
        const misses = [
          ...(median(first.map((sample) => sample.shown)) > limits.firstPress ? [`first act ${of(first, 'shown')} ms > ${limits.firstPress}`] : []),
          ...(median(hydrated.map((sample) => sample.shown)) > onceReact ? [`once React's ${of(hydrated, 'shown')} ms > ${onceReact}`] : []),
        ];
        return `| ${control} | ${of(first, 'shown')} | ${of(first, 'inp')} | ${of(hydrated, 'shown')} | ${of(hydrated, 'inp')} | ${onceReact} | ${misses.length ? `missed: ${misses.join('; ')}` : 'met'} |`;
      }),
    );
    lines.push('', ...pressLines);
  }
  const search = !nextOnly && (!only.length || only.includes(searchPath)) ? await measureSearch(outDir, 0, true) : undefined;
  if (search) {
    const misses = [
      ...(search.ms! > searchTimeLimit ? [`${search.ms} ms > ${searchTimeLimit}`] : []),
      ...(search.sharedMs! > searchTimeLimit ? [`shared ${search.sharedMs} ms > ${searchTimeLimit}`] : []),
      ...(search.scripts ? [`${search.scripts} page scripts`] : []),
    ];
    lines.push(
      '',
      `The first search on /search (“${measuredQuery}”, typed, then Enter), on the same phone: ${search.files} files, ${kb(search.bytes)} over the wire (budget ${kb(searchBudget)}), ${search.scripts} of them the page's own scripts; its results shown ${search.ms} ms after Enter, and a search shared (/search?q=${measuredQuery}) ${search.sharedMs} ms after its first paint (limit ${searchTimeLimit} each): ${misses.length ? `missed: ${misses.join('; ')}` : 'met'}. A reader of any other page fetches none of it.`,
    );
  }
  const handOver = !nextOnly && !only.length && hasShow(outDir) ? await measureHandOver(outDir) : undefined;
  if (handOver)
    lines.push(
      '',
      `An episode handed from its page to the small player as the listener leaves it (3 s played, then About pressed), on the same phone: ${handOver.silentMs} ms without sound, ${handOver.replayedS} s heard twice (limit 50 ms, and none): ${handOver.silentMs <= 50 && !handOver.replayedS ? 'met' : 'missed'}.`,
    );
  if (nextPages.length) lines.push('', ...nextTable(nextPages, runs));
  const table = (nextOnly ? [...pressLines, '', ...nextTable(nextPages, runs)] : lines).join('\n');
  console.log(table);
  const [preface = '# Benchmarks', ...tables] = existsSync(benchmarks) ? readFileSync(benchmarks, 'utf8').split(/^(?=Lighthouse )/m) : [];
  const others = tables.filter((earlier) => !earlier.includes(` of ${outDir}/,`)).map((earlier) => earlier.trimEnd());
  if (recorded) writeFileSync(benchmarks, `${[preface.trimEnd(), ...others, table].join('\n\n')}\n`);
} finally {
  await Promise.all([siteServer.stop(), floorServer.stop(), photoServer.close()]);
}
