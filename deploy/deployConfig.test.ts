/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';

// The hosts' configuration files agree with the project: the same build command, output
// folder and Node version, and the same security headers as public/_headers.

const read = (path: string) => readFileSync(path, 'utf8');
const packageJson: { scripts: Record<string, string>; engines: { node: string } } = JSON.parse(read('package.json'));
const nodeMajor = read('.nvmrc').trim();
const outDir = 'out';

/** The headers `public/_headers` gives every path (its `/*` rule). */
function headersForEveryPath(): Map<string, string> {
  const rule =
    read('public/_headers')
      .split(/^\/\*$/m)[1]
      ?.split(/^\S/m)[0] ?? '';
  return new Map(
    rule
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line): [string, string] => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

describe('the project’s Node version', () => {
  it('is one LTS major for the hosts and CI, stated alike in .nvmrc, .node-version and use-node.sh', () => {
    expect(nodeMajor).toMatch(/^\d+$/);
    expect(Number(nodeMajor)).toBeGreaterThanOrEqual(24);
    expect(Number(nodeMajor) % 2).toBe(0); // even majors are the LTS lines
    expect(read('.node-version').trim()).toBe(nodeMajor);
    expect(read('.ci/use-node.sh')).toMatch(new RegExp(`node_pinned=${nodeMajor}\\.\\d+\\.\\d+`));
  });

  it('supports every Node from 22.18 on (type stripping by default), and the tests prove the oldest line builds', () => {
    expect(packageJson.engines.node).toBe('>=22.18');
    const [, major, minor] = /^>=(\d+)\.(\d+)$/.exec(packageJson.engines.node) ?? [];
    // `npm test` builds the default export on it (scripts/test/build-oldest.ts), in the builds lane.
    expect(packageJson.scripts.test).toBe('node scripts/test/lanes.ts');
    expect(packageJson.scripts['build:oldest']).toBe('node scripts/test/build-oldest.ts');
    expect(read('scripts/test/lanes.ts')).toMatch(/name: 'builds',[^}]*steps: \[[^\]]*npm\('build:oldest'\)\]/);
    const oldest = /oldestNode = '(\d+)\.(\d+)\.\d+'/.exec(read('scripts/test/reproducible.ts'));
    expect(oldest?.[1]).toBe(major);
    expect(Number(oldest?.[2])).toBeGreaterThanOrEqual(Number(minor));
    expect(packageJson.scripts.preinstall).toBe('node scripts/pipeline/check-node.cjs');
    for (const script of ['dev', 'build']) expect(packageJson.scripts[script]).toMatch(/^node scripts\/pipeline\/check-node\.cjs && /);
  });
});

describe('netlify.toml', () => {
  const { build } = parseToml(read('netlify.toml'));

  it('builds with the project’s build script and publishes the export', () => {
    expect(build).toMatchObject({ command: 'npm run build', publish: outDir });
    expect(packageJson.scripts.build).toMatch(/(^|&& )next build && /);
  });

  it('builds on the project’s Node', () => {
    expect(build).toMatchObject({ environment: { NODE_VERSION: nodeMajor } });
  });
});

describe('wrangler.toml (Cloudflare Pages)', () => {
  it('publishes the export', () => {
    const config = parseToml(read('wrangler.toml'));
    expect(config.pages_build_output_dir).toBe(outDir);
    expect(config.name).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('the GitHub Pages workflow', () => {
  const workflow = parseYaml(read('.github/workflows/pages.yml'));
  const steps: { uses?: string; run?: string; with?: Record<string, string>; env?: Record<string, string> }[] = workflow.jobs.deploy.steps;
  const step = (match: (s: (typeof steps)[number]) => boolean) => steps.findIndex(match);

  it('installs with npm ci on the project’s Node, then builds with the build script under the repository’s sub-path', () => {
    const setup = steps[step((s) => s.uses?.startsWith('actions/setup-node') ?? false)];
    expect(setup?.with?.['node-version-file']).toBe('.nvmrc');
    const install = step((s) => s.run === 'npm ci');
    const build = step((s) => s.run === 'npm run build');
    expect(install).toBeGreaterThan(-1);
    expect(build).toBeGreaterThan(install);
    expect(steps[build]?.env?.BASE_PATH).toBe('/${{ github.event.repository.name }}');
    expect(steps[build]?.env?.SITE_URL).toMatch(/^https:\/\//);
  });

  it('publishes the export', () => {
    const upload = steps[step((s) => s.uses?.startsWith('actions/upload-pages-artifact') ?? false)];
    expect(upload?.with?.path).toBe(outDir);
    expect(workflow.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
  });
});

describe('the S3 + CloudFront workflow', () => {
  const workflow = parseYaml(read('.github/workflows/s3.yml'));
  const steps: { uses?: string; run?: string; with?: Record<string, string>; env?: Record<string, string> }[] = workflow.jobs.deploy.steps;
  const step = (match: (s: (typeof steps)[number]) => boolean) => steps.findIndex(match);
  const syncLines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('aws s3 sync'));

  it('builds on every push to main (each CMS save) with npm ci and the build script, on the project’s Node', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(steps[step((s) => s.uses?.startsWith('actions/setup-node') ?? false)]?.with?.['node-version-file']).toBe('.nvmrc');
    const install = step((s) => s.run === 'npm ci');
    const build = step((s) => s.run === 'npm run build');
    expect(install).toBeGreaterThan(-1);
    expect(build).toBeGreaterThan(install);
    expect(Object.keys(steps[build]?.env ?? {})).toEqual([
      'SITE_URL',
      'CONTACT_ENDPOINT',
      'CMS_AUTH_URL',
      'PLAUSIBLE_DOMAIN',
      'PLAUSIBLE_ENDPOINT',
      'BOOKING_URL',
    ]);
  });

  it('signs in to AWS by OpenID Connect, with no stored keys', () => {
    expect(workflow.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    const login = steps[step((s) => s.uses?.startsWith('aws-actions/configure-aws-credentials') ?? false)];
    expect(Object.keys(login?.with ?? {}).sort()).toEqual(['aws-region', 'role-to-assume']);
    expect(read('.github/workflows/s3.yml')).not.toMatch(/secrets\.|aws-access-key-id|aws-secret-access-key/);
  });

  it('uploads out/ with the caching of the hosting guide’s recipe, then invalidates the distribution', () => {
    const upload = step((s) => s.run?.includes('aws s3 sync') ?? false);
    const invalidate = step((s) => s.run?.includes('aws cloudfront create-invalidation') ?? false);
    expect(upload).toBeGreaterThan(step((s) => s.uses?.startsWith('aws-actions/configure-aws-credentials') ?? false));
    expect(invalidate).toBeGreaterThan(upload);
    const recipe = syncLines(read('HOSTING.md')).map((line) => line.replaceAll('s3://BUCKET', 's3://$BUCKET'));
    expect(recipe).toHaveLength(3);
    expect(syncLines(steps[upload]?.run ?? '')).toEqual(recipe);
  });
});

describe('the CloudFront response headers policy', () => {
  const policy = JSON.parse(read('deploy/cloudfront/response-headers-policy.json'));
  const expected = headersForEveryPath();

  it('sends the security headers of public/_headers', () => {
    const security = policy.SecurityHeadersConfig;
    const hsts = security.StrictTransportSecurity;
    expect(`max-age=${hsts.AccessControlMaxAgeSec}; includeSubDomains; preload`).toBe(expected.get('Strict-Transport-Security'));
    expect(hsts.IncludeSubdomains && hsts.Preload).toBe(true);
    expect(expected.get('X-Content-Type-Options')).toBe('nosniff');
    expect(security.ContentTypeOptions.Override).toBe(true);
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe(expected.get('Referrer-Policy'));
    expect(security.FrameOptions.FrameOption).toBe(expected.get('X-Frame-Options'));
    // The script policy is in each page's <meta>; only a header can forbid framing.
    expect(security.ContentSecurityPolicy.ContentSecurityPolicy).toBe("frame-ancestors 'none'");
  });

  it('sends the other headers as custom headers, in the shape the AWS CLI takes', () => {
    const custom = policy.CustomHeadersConfig;
    expect(custom.Quantity).toBe(custom.Items.length);
    const byName = new Map(custom.Items.map((item: { Header: string; Value: string }) => [item.Header, item.Value]));
    expect(byName.get('Permissions-Policy')).toBe(expected.get('Permissions-Policy'));
    expect(byName.get('Cross-Origin-Opener-Policy')).toBe(expected.get('Cross-Origin-Opener-Policy'));
    // The rest of OWASP's Secure Headers that break nothing here (public/_headers says why COEP is not among them).
    expect([byName.get('Cross-Origin-Resource-Policy'), byName.get('X-Permitted-Cross-Domain-Policies')]).toEqual(['same-origin', 'none']);
    expect([expected.get('Cross-Origin-Resource-Policy'), expected.get('X-Permitted-Cross-Domain-Policies')]).toEqual(['same-origin', 'none']);
    expect(expected.has('Cross-Origin-Embedder-Policy')).toBe(false);
    expect(policy.Name).toMatch(/^[\w-]{1,128}$/);
  });
});

describe('the articles-on-their-date workflow', () => {
  const workflow = parseYaml(read('.github/workflows/scheduled.yml'));
  const steps: { run?: string; if?: string; env?: Record<string, string> }[] = workflow.jobs.due.steps;

  it('asks each morning whether an article is dated today, and only then builds the site on every host', () => {
    expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
    expect(steps.find(({ run }) => run === 'node scripts/tools/due-today.ts')).toMatchObject({ id: 'due' });
    const build = steps.find((step) => step.if === "steps.due.outputs.due == 'true'");
    for (const host of ['gh workflow run pages.yml', 'gh workflow run s3.yml', '$NETLIFY_BUILD_HOOK', '$CLOUDFLARE_DEPLOY_HOOK'])
      expect(build?.run).toContain(host);
    expect(build?.env).toMatchObject({
      NETLIFY_BUILD_HOOK: '${{ secrets.NETLIFY_BUILD_HOOK }}',
      CLOUDFLARE_DEPLOY_HOOK: '${{ secrets.CLOUDFLARE_DEPLOY_HOOK }}',
    });
  });
});

describe('the podcast refresh workflow', () => {
  const workflow = parseYaml(read('.github/workflows/podcast.yml'));
  const steps: { run?: string; env?: Record<string, string> }[] = workflow.jobs.refresh.steps;
  const runs = steps.map((step) => step.run ?? '').join('\n');

  it('runs weekly and by hand, with the refresh the owner’s guide names, reading the feed from the repository’s variables', () => {
    expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* [0-6]$/) }]);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    const refresh = steps.find((step) => step.run === 'npm run podcast:refresh');
    expect(refresh?.env).toEqual({ PODCAST_FEED: '${{ vars.PODCAST_FEED }}' });
    expect(packageJson.scripts['podcast:refresh']).toMatch(/node scripts\/refresh\/podcast-refresh\.ts$/);
  });

  it('commits every path the refresh writes, as it lists them, only when they changed, over what is online, and redeploys the hosts a workflow push does not', () => {
    expect(runs).toContain('paths=$(node scripts/refresh/podcast-refresh.ts --paths)\n');
    expect(runs).toContain('git add --all -- $paths\n');
    expect(runs).toMatch(/if git diff --cached --quiet; then[\s\S]*exit 0[\s\S]*git commit[\s\S]*git push/);
    // A push refused because the branch moved on: what is there first, and the refresh again on top of it.
    expect(runs).toMatch(/git fetch --quiet origin[\s\S]*git reset --quiet --hard FETCH_HEAD\n\s*npm run podcast:refresh\n/);
    expect(runs).not.toMatch(/push[^\n]*(--force|-f\b)/);
    expect(runs).toContain('gh workflow run pages.yml');
    expect(runs).toContain('gh workflow run s3.yml');
    expect(workflow.permissions).toEqual({ contents: 'write', actions: 'write' });
  });
});

describe('every build stays offline', () => {
  it('turns Next’s telemetry off wherever the build runs, whatever the host’s environment says', () => {
    const env = { ...process.env };
    delete env.NEXT_TELEMETRY_DISABLED;
    const code = "await import('./next.config.mjs'); console.log(process.env.NEXT_TELEMETRY_DISABLED ?? 'unset')";
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', code], { env, encoding: 'utf8' }).trim().split('\n').at(-1)).toBe('1');
  });
});

describe('every workflow', () => {
  const workflows = ['pages', 'podcast', 's3', 'scheduled'].map((name) => [name, parseYaml(read(`.github/workflows/${name}.yml`))] as const);
  // An expression expanded in a `run:` is pasted into the shell's text before it runs: a branch
  // named `$(…)` would be run. Through `env:`, the shell reads it as a value.
  it.each(workflows)('%s hands every expression to its shell through env:, never in the run: text', (_, workflow) => {
    const steps: { run?: string }[] = Object.values(workflow.jobs as Record<string, { steps: { run?: string }[] }>).flatMap((job) => job.steps);
    expect(steps.filter((step) => step.run).length).toBeGreaterThan(0);
    for (const step of steps) expect(step.run ?? '').not.toContain('${{');
  });
});
