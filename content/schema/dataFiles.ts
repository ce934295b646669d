// Every data file the owner edits, with its schema: what the build checks before `next build`
// starts (scripts/build/prebuild.ts), what the CMS checks before it saves (scripts/build/cms-checks.ts) and
// what the tests hold the files to. Nothing here reads a disk: it runs in the CMS's page too.
import type { z } from 'zod';
import { aboutFile } from './about.ts';
import { contactFile } from './contact.ts';
import { homeFile } from './home.ts';
import { podcastFile } from './podcast.ts';
import { privacyFile } from './privacy.ts';
import { problemLines, syntaxProblem } from './problems.ts';
import { servicesFile } from './services.ts';
import { settingsFile } from './settings.ts';
import { siteFile } from './site.ts';
import { testimonialsFile } from './testimonials.ts';
import { venturesFile } from './ventures.ts';

/** Each data file, by its path from the project's root, and the schema it must meet. */
export const dataFiles = {
  'content/about.json': aboutFile,
  'content/contact.json': contactFile,
  'content/home.json': homeFile,
  'content/podcast.json': podcastFile,
  'content/privacy.json': privacyFile,
  'content/services.json': servicesFile,
  'content/settings.json': settingsFile,
  'content/site.json': siteFile,
  'content/testimonials.json': testimonialsFile,
  'content/ventures.json': venturesFile,
} as const;

/** The problems of one file's text against its schema, one line each; none when it meets it. */
export function problemsOf(file: string, text: string, schema: z.ZodType): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [syntaxProblem(file, text, error)];
  }
  const result = schema.safeParse(data);
  return result.success ? [] : problemLines(file, result.error, data);
}
