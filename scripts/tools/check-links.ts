#!/usr/bin/env node
// `npm run links`: every link of every export resolves to a file of it, as a host serves it
// (linkinator, plus the icon sprite's references it does not read). External links are listed, never
// fetched; only the specification's unbuilt pages may miss.
//   node scripts/tools/check-links.ts [dir[=basePath] ...]   (LINKS_PORT moves the first port)
import { existsSync, readFileSync } from 'node:fs';
import { check } from 'linkinator';
import { unbuiltPaths } from '#model/routes.ts';
import { htmlFiles } from '../pipeline/postbuild/export-files.ts';
import { serveExport } from './local-site.ts';
import { ports } from '../pipeline/ports.ts';

const exportsOfTest = ['out', 'out-base=/oj', 'out-delivery'];

/** The sprite's ids each page uses that the sprite lacks: `about.html: /icons.svg#nope`. */
function brokenSpriteRefs(outDir: string, basePath: string): string[] {
  const sprite = readFileSync(`${outDir}/icons.svg`, 'utf8');
  const ids = new Set([...sprite.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1] ?? ''));
  return htmlFiles(outDir).flatMap((file) => {
    const refs = [...readFileSync(file, 'utf8').matchAll(/href="([^"]*\/icons\.svg)#([^"]+)"/g)];
    return refs
      .filter(([, path, id = '']) => path !== `${basePath}/icons.svg` || !ids.has(id))
      .map(([, path, id]) => `${file.slice(outDir.length + 1)}: ${path}#${id}`);
  });
}

/** Why linkinator could not fetch a link, where an error says (an answer's status is the link's own). */
const failureOf = (detail: unknown): string | undefined => {
  if (!(detail instanceof Error)) return undefined;
  const cause = (detail.cause as { code?: string } | undefined)?.code;
  return cause ? `${detail.message}: ${cause}` : detail.message;
};

/** Checks one export; returns its broken links (one line each) and the external links it found. */
export async function checkExport(outDir: string, basePath: string, port: number): Promise<{ broken: string[]; external: string[]; checked: number }> {
  const server = await serveExport(outDir, port, { BASE_PATH: basePath });
  const home = `${server.origin}${basePath}/`;
  // The specification's links to pages this export lacks (/privacy where it collects nothing, /blog until an article…).
  const unbuilt = unbuiltPaths.filter((path) => !existsSync(`${outDir}${path}.html`));
  const allowed = new Set(unbuilt.map((path) => `${server.origin}${basePath}${path}`));
  // The sitemap and canonical links name the public origin: read them from this server instead.
  const sitemap = readFileSync(`${outDir}/sitemap.xml`, 'utf8');
  const publicOrigin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? home).origin;
  try {
    const result = await check({
      path: home,
      recurse: true,
      sitemap: `${home}sitemap.xml`,
      checkFragments: true,
      checkCss: true,
      concurrency: 8,
      timeout: 10_000,
      // A connection the server dropped on a busy machine is asked again; a missing file is a 404, never retried.
      retryErrors: true,
      retryErrorsCount: 2,
      retryErrorsJitter: 500,
      urlRewriteExpressions: [{ pattern: new RegExp(`^${publicOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: server.origin }],
      linksToSkip: async (link) => !link.startsWith(server.origin),
    });
    const broken = result.links
      .filter((link) => link.state === 'BROKEN' && !allowed.has(link.url.split('#')[0] ?? ''))
      .map((link) => `${link.parent ?? ''} → ${link.url} (${link.status || failureOf(link.failureDetails?.[0]) || 'no answer'})`.replaceAll(server.origin, ''));
    const external = [...new Set(result.links.filter((link) => link.state === 'SKIPPED' && !link.url.startsWith(server.origin)).map((link) => link.url))];
    return { broken: [...broken, ...brokenSpriteRefs(outDir, basePath)], external, checked: result.links.length };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const targets = (process.argv.length > 2 ? process.argv.slice(2) : exportsOfTest).map((arg) => arg.split('='));
  let failed = false;
  for (const [index, [outDir = 'out', basePath = '']] of targets.entries()) {
    if (!existsSync(`${outDir}/index.html`)) throw new Error(`links: ${outDir}/ has no export; build it first`);
    const { broken, external, checked } = await checkExport(outDir, basePath, Number(process.env.LINKS_PORT ?? ports.links) + index);
    console.log(`links: ${outDir}/: ${checked} links checked, ${broken.length} broken; ${external.length} external, listed not fetched`);
    for (const line of broken) console.error(`  broken: ${line}`);
    if (process.env.LINKS_VERBOSE) for (const url of external) console.log(`  external: ${url}`);
    failed ||= broken.length > 0;
  }
  if (failed) process.exit(1);
}
