// Every variable a build reads, parsed once: nothing else reads `process.env` for these. A bad value
// stops the build with one line naming the variable and what is wrong. Server and build code only.
import { z } from 'zod';
import { isServiceUrl, serviceAddressProblem, withoutCredentials } from './delivery.ts';
import { domainPattern } from './schema/settings.ts';

const unset = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

const isAddress = (value: string, check: (url: URL) => boolean) => URL.canParse(value) && check(new URL(value));
const serviceAddress = (refusal: string, allowed: (value: string) => boolean = () => false) =>
  z.string().superRefine((value, context) => {
    if (allowed(value)) return;
    const problem = isAddress(value, isServiceUrl) ? serviceAddressProblem(value) : refusal;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
const httpsAddress = (example: string) => serviceAddress(`must be an https address such as ${example}`);

/** The README's table of build variables says what each is for. */
export const buildVariables = {
  BASE_PATH: optional(
    z
      .string()
      .regex(/^(\/[\w.~-]+)+\/?$/, 'must be a path that starts with "/", such as /oj')
      .transform((path) => path.replace(/\/$/, '')),
  ),
  SITE_URL: optional(
    z.string().refine((value) => isAddress(value, (url) => /^https?:$/.test(url.protocol)), 'must be an address such as https://www.example.com'),
  ),
  CONTACT_ENDPOINT: optional(serviceAddress('must be "log", "netlify" or a form backend’s https address', (value) => value === 'log' || value === 'netlify')),
  PLAUSIBLE_DOMAIN: optional(z.string().regex(domainPattern, 'must be a domain such as oj.example.com')),
  PLAUSIBLE_ENDPOINT: optional(httpsAddress('https://plausible.io/api/event')),
  BOOKING_URL: optional(httpsAddress('https://cal.com/you/intro')),
  PODCAST_FEED: optional(httpsAddress('https://feeds.example.com/show.xml')),
  CMS_REPO: optional(z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository as owner/name')),
  CMS_BRANCH: optional(z.string().regex(/^[\w./-]+$/, 'must be a branch name such as main')),
  CMS_AUTH_URL: optional(httpsAddress('https://sveltia-cms-auth.you.workers.dev')),
  CMS_LOCAL: optional(z.literal('1', { error: 'is set only by npm run edit, to 1' })),
  /** `npm test` has just typechecked every source: its builds skip Next's identical check. */
  TYPECHECKED: optional(z.literal('1', { error: 'is set only by npm test, to 1' })),
  /** A copy that is removed or remade: Turbopack writes no cache nobody will read. */
  THROWAWAY_COPY: optional(z.literal('1', { error: 'is set only by the tests’ builds and editor in a copy, to 1' })),
  GITHUB_REPOSITORY: optional(z.string()),
  REPOSITORY_URL: optional(z.string()),
};

const buildSchema = z.object(buildVariables);
export type BuildConfig = z.output<typeof buildSchema>;
/** What can change what a build writes: the build id hashes their values (scripts/pipeline/build-id.ts). */
export const buildVariableNames = (Object.keys(buildVariables) as (keyof BuildConfig)[]).filter((name) => name !== 'TYPECHECKED' && name !== 'THROWAWAY_COPY');

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

export const buildConfig: BuildConfig = readBuildConfig();
