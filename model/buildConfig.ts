// Every variable a build reads, parsed once with zod: next.config.mjs, the content modules and the
// scripts read `buildConfig` and never `process.env` for these. An empty value is the same as
// unset. A bad value stops the build (and `npm run dev`, `npm run edit`) with one line per
// variable, naming it and what is wrong: `BASE_PATH=oj: must be a path that starts with "/", such as /oj`.
// Server and build code only: client code gets what it needs from next.config.mjs's `env`.
import { z } from 'zod';
import { isServiceUrl, serviceAddressProblem, withoutCredentials } from './delivery.ts';
import { domainPattern } from './schema/settings.ts';

/** A variable's value, trimmed; empty means unset. */
const unset = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

const isAddress = (value: string, check: (url: URL) => boolean) => URL.canParse(value) && check(new URL(value));
/**
 * A service's https address (or plain HTTP on this machine, for the tests' stand-ins): `refusal`
 * where it is none, else model/delivery.ts's rule (no user name or password, a plain host name).
 */
const serviceAddress = (refusal: string, allowed: (value: string) => boolean = () => false) =>
  z.string().superRefine((value, context) => {
    if (allowed(value)) return;
    const problem = isAddress(value, isServiceUrl) ? serviceAddressProblem(value) : refusal;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
const httpsAddress = (example: string) => serviceAddress(`must be an https address such as ${example}`);

/** Each variable, what it may hold, and what it is for (the README's table of build variables). */
export const buildVariables = {
  /** The sub-path the site is served under (GitHub Pages project sites), without a trailing slash. */
  BASE_PATH: optional(
    z
      .string()
      .regex(/^(\/[\w.~-]+)+\/?$/, 'must be a path that starts with "/", such as /oj')
      .transform((path) => path.replace(/\/$/, '')),
  ),
  /** The public origin canonical links, the sitemap and the share tags name (else `url` in content/site.json). */
  SITE_URL: optional(
    z.string().refine((value) => isAddress(value, (url) => /^https?:$/.test(url.protocol)), 'must be an address such as https://www.example.com'),
  ),
  /** Where the contact form delivers: `log`, `netlify` or a form backend's address (model/delivery.ts). */
  CONTACT_ENDPOINT: optional(serviceAddress('must be "log", "netlify" or a form backend’s https address', (value) => value === 'log' || value === 'netlify')),
  /** Statistics: the domain registered with Plausible, and its events address (model/settings.ts). */
  PLAUSIBLE_DOMAIN: optional(z.string().regex(domainPattern, 'must be a domain such as oj.example.com')),
  PLAUSIBLE_ENDPOINT: optional(httpsAddress('https://plausible.io/api/event')),
  /** The scheduling page the contact page links to. */
  BOOKING_URL: optional(httpsAddress('https://cal.com/you/intro')),
  /** The show's RSS feed, for `npm run podcast:refresh` (never read by a build). */
  PODCAST_FEED: optional(httpsAddress('https://feeds.example.com/show.xml')),
  /** The CMS: the repository it edits (else GitHub's and Netlify's own variables, or the clone's origin), its branch and login service. */
  CMS_REPO: optional(z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository as owner/name')),
  CMS_BRANCH: optional(z.string().regex(/^[\w./-]+$/, 'must be a branch name such as main')),
  CMS_AUTH_URL: optional(httpsAddress('https://sveltia-cms-auth.you.workers.dev')),
  /** Set to 1 by `npm run edit`: the CMS edits the working tree through its local backend. */
  CMS_LOCAL: optional(z.literal('1', { error: 'is set only by npm run edit, to 1' })),
  /**
   * Set to 1 by `npm test`, which has just typechecked every source itself (`npm run typecheck`):
   * its five builds then skip `next build`'s own, identical check (13 s each on 2 cores). A host's
   * build, which nothing typechecks first, keeps it.
   */
  TYPECHECKED: optional(z.literal('1', { error: 'is set only by npm test, to 1' })),
  /**
   * Set to 1 by a build or an editor in a copy of the project (scripts/test/build-copy.ts, and
   * `.test/`, made anew by each run that builds), which is removed or remade: Turbopack then
   * writes no cache nobody will read.
   */
  THROWAWAY_COPY: optional(z.literal('1', { error: 'is set only by the tests’ builds and editor in a copy, to 1' })),
  /** Set by GitHub Actions (owner/name) and by Netlify (the repository's URL). */
  GITHUB_REPOSITORY: optional(z.string()),
  REPOSITORY_URL: optional(z.string()),
};

const buildSchema = z.object(buildVariables);
export type BuildConfig = z.output<typeof buildSchema>;
/** The names of every build variable that can change what a build writes (the build id hashes their values, scripts/pipeline/build-id.ts). */
export const buildVariableNames = (Object.keys(buildVariables) as (keyof BuildConfig)[]).filter((name) => name !== 'TYPECHECKED' && name !== 'THROWAWAY_COPY');

/** The variables of `env`, parsed; throws one line per bad variable, naming it, its value and what is wrong. */
export function readBuildConfig(env: Partial<Record<string, string>> = process.env): BuildConfig {
  const parsed = buildSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    // A password typed into an address is not printed into a host's build log.
    return `${name}=${withoutCredentials(env[name] ?? '')}: ${issue.message}`;
  });
  throw new Error(lines.join('\n'));
}

/** The build's configuration, from its environment. */
export const buildConfig: BuildConfig = readBuildConfig();
