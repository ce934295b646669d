/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ports } from '../pipeline/ports.ts';

// The link check on a small export with one of each mistake an owner's edit can make: a link to
// a page that is not there, to a section id that is not there, to an icon the sprite lacks.

const page = (body: string): string => `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
const sprite = '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="mail"></symbol></svg>';

/** Runs the check on an export made of `files`; resolves with its exit code and output. */
function checkLinks(files: Record<string, string>): Promise<{ code: number | string; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'links-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return new Promise((resolve) => {
    // On ports of its own: `npm test` runs `npm run links` beside Jest (scripts/test/together.ts).
    execFile(
      process.execPath,
      ['scripts/tools/check-links.ts', dir],
      { env: { ...process.env, LINKS_PORT: String(ports.links + 5) } },
      (error, stdout, stderr) => {
        rmSync(dir, { recursive: true, force: true });
        resolve({ code: error?.code ?? 0, output: stdout + stderr });
      },
    );
  });
}

/**
 * Each check starts a server and a crawl: a few seconds alone, but `npm test` runs it beside the
 * link check of the exports and the byte budget's browser on two cores (a server may take up to a
 * minute to start there: scripts/tools/local-site.ts).
 */
const checkTime = 120_000;

const site = {
  'index.html': page('<a href="/services#ma">M&amp;A</a> <a href="/podcast">Podcast</a> <svg><use href="/icons.svg#mail"></use></svg>'),
  'services.html': page('<h2 id="ma">M&amp;A</h2> <a href="https://www.linkedin.com/in/someone">LinkedIn</a>'),
  '404.html': page('Not found'),
  'icons.svg': sprite,
  'sitemap.xml': '<urlset><url><loc>https://oj.example.com/</loc></url><url><loc>https://oj.example.com/services</loc></url></urlset>',
};

describe('the link check', () => {
  it(
    'passes an export whose links all resolve, allowing the specification’s unbuilt pages and listing external links',
    async () => {
      const { code, output } = await checkLinks(site);
      expect(output).toMatch(/0 broken; 1 external, listed not fetched/);
      expect(code).toBe(0);
    },
    checkTime,
  );

  it(
    'names each broken link, fragment and icon, and fails',
    async () => {
      const { code, output } = await checkLinks({
        ...site,
        'index.html': page('<a href="/services#mergers">M&amp;A</a> <a href="/team">Team</a> <svg><use href="/icons.svg#phone"></use></svg>'),
      });
      expect(output).toMatch(/broken: .*\/services#mergers/);
      expect(output).toMatch(/broken: .*\/team \(404\)/);
      expect(output).toContain('broken: index.html: /icons.svg#phone');
      expect(code).toBe(1);
    },
    checkTime,
  );
});
