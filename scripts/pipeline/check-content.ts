#!/usr/bin/env node
// The owner's content against its schemas: the build variables, then every data file, article and
// transcript under content/, one line per problem (his words first, then the file and field), no
// stack trace. The build's first step (./prebuild.ts), and alone `npm run check:content`, in
// `npm test`'s checks lane: his content/ is checked by its schemas, and every other test reads
// the specification's (tests/spec/, scripts/test/build-copy.ts).
import { checkArticles } from '#model/insights.ts';
import { checkTranscripts } from '#model/transcriptFiles.ts';
import { checkDataFiles, ownerProblems, withPages } from '#model/schema/checkDataFiles.ts';

/** Says every problem of the build variables and of content/ on stderr; whether there was none. */
export async function contentChecked(): Promise<boolean> {
  // The build variables first (model/buildConfig.ts parses them as it loads): one line per bad one.
  try {
    await import('#model/buildConfig.ts');
  } catch (error) {
    console.error(`\x1b[31mA build variable is not right; nothing was built:\x1b[0m\n${error instanceof Error ? error.message : error}`);
    return false;
  }
  // The pages there are now: a link to any other (the terms before they have a text) leads to the not-found page.
  // Unknown while a file they depend on does not read: its own problem is said below.
  const pages = await import('#model/published.ts').then(({ pagesNow }) => pagesNow()).catch(() => undefined);
  const problems = [...checkDataFiles('.', pages), ...withPages(pages, () => checkArticles()), ...checkTranscripts()];
  if (!problems.length) return true;
  // The owner's words first (what the editor shows him), then the file and data path of each, for whoever maintains the site.
  const inTheEditor = ownerProblems('.', pages);
  const forTheOwner = inTheEditor.length ? `In the editor:\n${inTheEditor.map((line) => `  ${line}`).join('\n')}\nIn the files:\n` : '';
  console.error(
    `\x1b[31mThe content has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was built:\x1b[0m\n${forTheOwner}${problems.join('\n')}`,
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await contentChecked())) process.exit(1);
  console.log('check:content: the build variables, and every data file, article and transcript in content/, meet their schemas');
}
