// The owner's editor at /admin: Decap from its npm package (no CDN), configured from the schemas, its
// page with its own policy, written into public/ before `next build` and `next dev`. No site page loads it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';
import { buildConfig, type BuildConfig } from '#model/buildConfig.ts';
import { libheifFile } from '../../editor/browser/heic.ts';
import { articlesCollection, cmsCollection, localBackendPath, photosFolder, transcriptsCollection } from '#model/schema/cms.ts';
import { everyEpisode, showEpisodes } from '#model/episodes.ts';
import { pagesNow } from '#model/published.ts';
import { pagesFile } from '#model/schema/siteLinks.ts';
import { ports } from './ports.ts';

export const adminDir = 'public/admin';
export const adminPageFile = 'public/admin.html';

const githubApi = 'https://api.github.com';

export function githubRepo(url: string | undefined): string | undefined {
  return /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? '')?.[1];
}

/** `CMS_REPO`, else the host's build variables, else the clone's remote (Cloudflare builds a clone). */
export function cmsRepo(env: BuildConfig = buildConfig): string | undefined {
  if (env.CMS_REPO) return env.CMS_REPO;
  if (env.GITHUB_REPOSITORY) return env.GITHUB_REPOSITORY;
  let remote: string | undefined;
  try {
    remote = execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    remote = undefined;
  }
  return githubRepo(env.REPOSITORY_URL) ?? githubRepo(remote);
}

export interface AdminSettings {
  repo: string | undefined;
  branch: string;
  /** Where the host has no built-in OAuth (all but Netlify). */
  authUrl: string | undefined;
  local: boolean;
  basePath: string;
  siteUrl: string;
}

export function adminSettings(config: BuildConfig = buildConfig): AdminSettings {
  return {
    repo: cmsRepo(config),
    branch: config.CMS_BRANCH || 'main',
    authUrl: config.CMS_AUTH_URL,
    local: config.CMS_LOCAL === '1',
    basePath: config.BASE_PATH ?? '',
    siteUrl: config.SITE_URL ?? '',
  };
}

/** Decap finds a local backend only by an absolute address: `npm run edit` gives its own origin. */
export function cmsConfig(
  settings: AdminSettings,
  editorOrigin = `http://localhost:${ports.start}`,
  episodes: readonly { slug: string; title: string }[] = showEpisodes,
  stored: readonly { slug: string; title: string }[] = everyEpisode,
) {
  return {
    backend: {
      name: 'github',
      repo: settings.repo ?? '',
      branch: settings.branch,
      ...(settings.authUrl ? { base_url: settings.authUrl } : {}),
      commit_messages: { update: 'Content: {{slug}} edited in the CMS by {{author-login}}' },
    },
    ...(settings.local ? { local_backend: { url: `${editorOrigin}${settings.basePath}${localBackendPath}` } } : {}),
    ...(settings.local
      ? { site_url: `${editorOrigin}${settings.basePath}/` }
      : settings.siteUrl
        ? { site_url: settings.siteUrl, display_url: settings.siteUrl }
        : {}),
    media_folder: photosFolder,
    public_folder: '',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [cmsCollection(stored), articlesCollection(), ...(episodes.length ? [transcriptsCollection(episodes)] : [])],
  };
}

/** As narrow as Decap allows: it compiles its configuration validator at run time ('unsafe-eval'). */
export function adminPolicy(settings: AdminSettings, { header = false } = {}): string {
  // blob: is how Decap reads an uploaded photo before it commits it.
  const connect = ["'self'", 'blob:', ...(settings.local ? [] : [githubApi])];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://images.unsplash.com${settings.local ? '' : ' https://avatars.githubusercontent.com https://raw.githubusercontent.com'}`,
    `connect-src ${connect.join(' ')}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    // Honoured only in a header: no other site may frame the editor.
    ...(header ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

const guide = 'HOSTING.md';

/** Without the site's repository, a page that says what to set, rather than a login that edits no one's. */
export function adminPage(settings: AdminSettings): string {
  return settings.local || settings.repo ? editorPage(settings) : notConnectedPage(settings);
}

function adminDocument({ policy, title, head, body }: { policy: string; title: string; head: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

function notConnectedPage(settings: AdminSettings): string {
  return adminDocument({
    policy: "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    title: 'Edit the site: not connected yet',
    head: '<style>body{font:18px/1.6 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.5rem;color:#1a1a1a;background:#fff}code{font-size:.95em}</style>',
    body: `<main>
<h1>The editor is not connected to your site yet</h1>
<p>This build of the site did not know which GitHub repository holds it, so there is nothing to edit here yet.</p>
<p>In your host's build settings, add the variable <code>CMS_REPO</code> with the repository's name, for example <code>your-name/your-site</code>, and build again. The hosting guide (<code>${guide}</code> in the repository) shows where, for each host.</p>
<p><a href="${settings.basePath}/">Back to the site</a></p>
</main>`,
  });
}

function editorPage(settings: AdminSettings): string {
  const at = (file: string) => `${settings.basePath}/admin/${file}`;
  return adminDocument({
    policy: adminPolicy(settings),
    title: 'Edit the site',
    head: `<link href="${at('config.yml')}" type="text/yaml" rel="cms-config-url">`,
    // The checks first: they start Decap once registered (editor/browser/checks.ts).
    body: `<script src="${at(checksFile)}"></script>\n<script src="${at('decap-cms.js')}"></script>${settings.local ? `\n<script src="${at(photoStatusFile)}"></script>\n<script src="${at(onlineFile)}"></script>\n<script src="${at(brokenFile)}"></script>` : ''}`,
  });
}

function decapFiles(): { dir: string; files: string[] } {
  const dir = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
  const files = readdirSync(dir).filter((file) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(file));
  return { dir, files };
}

/** The end of Decap's IMAGE_EXTENSIONS_VIEWABLE, in its bundle. */
const decapImageList = '"svg","avif"]';

/** Offers a phone's HEIC too; a Decap whose list is written otherwise stops the build rather than hide them. */
export function offeringHeic(bundle: string): string {
  const found = bundle.split(decapImageList).length - 1;
  if (found !== 1)
    throw new Error(
      `prebuild: Decap's list of image files is in decap-cms.js ${found} times, not once (a new Decap?): update offeringHeic in scripts/pipeline/admin.ts`,
    );
  return bundle.replace(decapImageList, '"svg","avif","heic","heif"]');
}

const checksFile = 'checks.js';

export const photoStatusFile = 'photo-status.js';
export const photoStatusData = 'photos.json';
export const onlineFile = 'online.js';
export const brokenFile = 'broken.js';

export function pagesText(): string {
  try {
    return `${JSON.stringify(pagesNow())}\n`;
  } catch {
    return 'null\n'; // a file they depend on does not read: not known (the build says what is wrong)
  }
}

function checksBundle(): string {
  const contents = "import { startWithChecks } from './editor/browser/checks.ts'; startWithChecks(window);";
  const [output] = buildSync({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  }).outputFiles;
  if (!output) throw new Error('admin: esbuild wrote no bundle of editor/browser/checks.ts');
  return output.text;
}

export function writeAdmin(settings = adminSettings()): number {
  rmSync(adminDir, { recursive: true, force: true });
  mkdirSync(adminDir, { recursive: true });
  const { dir, files } = decapFiles();
  for (const file of files) copyFileSync(join(dir, file), join(adminDir, file));
  writeFileSync(join(adminDir, 'decap-cms.js'), offeringHeic(readFileSync(join(dir, 'decap-cms.js'), 'utf8')));
  // libheif, loaded by the page only for a HEIC picked in the CMS.
  copyFileSync(join(dirname(createRequire(import.meta.url).resolve('libheif-js/wasm-bundle')), 'libheif-wasm', libheifFile), join(adminDir, libheifFile));
  writeFileSync(join(adminDir, 'config.yml'), `${JSON.stringify(cmsConfig(settings), null, 2)}\n`);
  writeFileSync(join(adminDir, checksFile), checksBundle());
  writeFileSync(join(adminDir, pagesFile), pagesText());
  writeFileSync(adminPageFile, adminPage(settings));
  return files.length + 4;
}
