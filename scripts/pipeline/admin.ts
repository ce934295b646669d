// The owner's editor at /admin: Decap CMS from its npm package (no CDN), its configuration
// generated from the data files' schemas (model/schema/cms.ts), and a page with its own
// Content-Security-Policy. Written before `next build` and `next dev` into public/ (the page,
// admin.html, served at /admin by every host's clean-URL rule like any page; Decap's files and
// configuration in admin/), so the export and the development server both serve it. No page of
// the site loads any of it.
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

/** Decap's GitHub backend talks to GitHub's API from the browser. */
const githubApi = 'https://api.github.com';

/** `owner/name` of a GitHub remote URL (https or ssh), or undefined. */
export function githubRepo(url: string | undefined): string | undefined {
  return /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? '')?.[1];
}

/**
 * The site's repository on GitHub: `CMS_REPO`, else what the host's build says (GitHub
 * Actions' `GITHUB_REPOSITORY`, Netlify's `REPOSITORY_URL`), else the clone's git remote
 * (Cloudflare Pages builds a clone of it).
 */
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
  /** `owner/name` on GitHub. */
  repo: string | undefined;
  /** The branch each save commits to. */
  branch: string;
  /** The OAuth proxy's address (`CMS_AUTH_URL`), where the host has no built-in one (all but Netlify). */
  authUrl: string | undefined;
  /** Edit the working tree through the local backend instead of GitHub (`npm run edit`). */
  local: boolean;
  /** The site's sub-path (`BASE_PATH`), or ''. */
  basePath: string;
  /** The site's public address. */
  siteUrl: string;
}

/** The settings of this build, from its configuration (model/buildConfig.ts). */
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

/**
 * Decap's configuration (written as config.yml; JSON is YAML). Decap finds a local backend only by
 * an absolute address: `npm run edit` gives its own origin, as the page was asked for.
 */
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
    // The site's address: *View Live* opens the page being edited there (in `npm run edit`, the
    // editor's own development site, which shows a save on the next reload).
    ...(settings.local
      ? { site_url: `${editorOrigin}${settings.basePath}/` }
      : settings.siteUrl
        ? { site_url: settings.siteUrl, display_url: settings.siteUrl }
        : {}),
    media_folder: photosFolder,
    public_folder: '',
    // A new article's file is named from its title in plain letters (model/schema/articleText.ts).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // Transcripts once the show has episodes to write them for.
    collections: [cmsCollection(stored), articlesCollection(), ...(episodes.length ? [transcriptsCollection(episodes)] : [])],
  };
}

/**
 * The editor's own policy, as narrow as Decap allows: its scripts, which compile their
 * configuration validator at run time ('unsafe-eval', measured: without it Decap stops with an
 * EvalError), the styles it writes at run time, its own uploads, and connections to GitHub (or
 * nothing more where the local backend answers on the page's own origin). `header`: for a
 * header rather than the page's <meta>.
 */
export function adminPolicy(settings: AdminSettings, { header = false } = {}): string {
  // blob: is how Decap reads an uploaded photo before it commits it (measured: without it uploads fail).
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
    // Only honoured in a header: no other site may frame the editor and press its buttons through the frame.
    ...(header ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/** Where the hosting guide says how to name the repository on each host. */
const guide = 'HOSTING.md';

/**
 * The editor's page, or, on a build that does not know the site's repository, a page that says
 * so and what to set, rather than a login that would edit a repository of no one's.
 */
export function adminPage(settings: AdminSettings): string {
  return settings.local || settings.repo ? editorPage(settings) : notConnectedPage(settings);
}

/** A page of the CMS's own: its policy first, then what every such page has, and its head and body. */
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
    // On his own machine, a line that says when a photo he uploaded is ready, and the button that puts his changes online (served by `npm run edit`).
    // The checks first: they start Decap once registered (editor/browser/checks.ts, startWithChecks).
    body: `<script src="${at(checksFile)}"></script>\n<script src="${at('decap-cms.js')}"></script>${settings.local ? `\n<script src="${at(photoStatusFile)}"></script>\n<script src="${at(onlineFile)}"></script>\n<script src="${at(brokenFile)}"></script>` : ''}`,
  });
}

/** Decap's files: the bundle, the chunks it loads on demand and its WebAssembly (not the source maps). */
function decapFiles(): { dir: string; files: string[] } {
  const dir = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
  const files = readdirSync(dir).filter((file) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(file));
  return { dir, files };
}

/** The end of Decap's list of the files its image pickers offer (MediaLibrary's IMAGE_EXTENSIONS_VIEWABLE, in its bundle). */
const decapImageList = '"svg","avif"]';

/**
 * Decap's bundle, its pickers offering a phone's HEIC too: the editor's media window shows each
 * as its JPEG (editor/server/media.ts), and a HEIC picked now becomes a JPEG (editor/browser/heic.ts).
 * A Decap whose list is written otherwise stops the build, rather than hide his HEIC photos again.
 */
export function offeringHeic(bundle: string): string {
  const found = bundle.split(decapImageList).length - 1;
  if (found !== 1)
    throw new Error(
      `prebuild: Decap's list of image files is in decap-cms.js ${found} times, not once (a new Decap?): update offeringHeic in scripts/pipeline/admin.ts`,
    );
  return bundle.replace(decapImageList, '"svg","avif","heic","heif"]');
}

/** The CMS's checks and writer (editor/browser/checks.ts): loaded before Decap, they start it once registered. */
const checksFile = 'checks.js';

/** In the editor, the script of the photo status line, and the status it reads (editor/server/photo-status.ts). */
export const photoStatusFile = 'photo-status.js';
export const photoStatusData = 'photos.json';
/** In the editor, the script of the *Put it online* button (editor/server/online-button.ts). */
export const onlineFile = 'online.js';
/** In the editor, the script of the panel over an entry the site cannot read (editor/server/broken-line.ts). */
export const brokenFile = 'broken.js';

/** The pages there are now, as the CMS's link check reads them (model/schema/siteLinks.ts): written with the CMS, and served fresh by the editor. */
export function pagesText(): string {
  try {
    return `${JSON.stringify(pagesNow())}\n`;
  } catch {
    return 'null\n'; // a file they depend on does not read: not known (the build says what is wrong)
  }
}

/** editor/browser/checks.ts and the schemas it runs, bundled for the CMS's page. */
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

/** Writes public/admin/; returns how many files. */
export function writeAdmin(settings = adminSettings()): number {
  rmSync(adminDir, { recursive: true, force: true });
  mkdirSync(adminDir, { recursive: true });
  const { dir, files } = decapFiles();
  for (const file of files) copyFileSync(join(dir, file), join(adminDir, file));
  writeFileSync(join(adminDir, 'decap-cms.js'), offeringHeic(readFileSync(join(dir, 'decap-cms.js'), 'utf8')));
  // libheif, for a phone's HEIC picked in the CMS (editor/browser/heic.ts): loaded by the page only then.
  copyFileSync(join(dirname(createRequire(import.meta.url).resolve('libheif-js/wasm-bundle')), 'libheif-wasm', libheifFile), join(adminDir, libheifFile));
  writeFileSync(join(adminDir, 'config.yml'), `${JSON.stringify(cmsConfig(settings), null, 2)}\n`);
  writeFileSync(join(adminDir, checksFile), checksBundle());
  writeFileSync(join(adminDir, pagesFile), pagesText());
  writeFileSync(adminPageFile, adminPage(settings));
  return files.length + 4;
}
