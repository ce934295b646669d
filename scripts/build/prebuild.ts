#!/usr/bin/env node
// Before `next build` (and `next dev`): the build variables are checked, and the data files and articles under content/ against their
// schemas, and the build stops with one line per problem (file, field, what was expected) and
// no stack trace; then the owner's photos in content/photos/ become the files pages link to,
// the web font is cut to the weights the site uses, and the CMS is written to public/admin/.
import { checkArticles } from '#model/insights.ts';
import { checkDataFiles } from '#model/schema/checkDataFiles.ts';

// The build variables first (model/buildConfig.ts parses them as it loads): one line per bad one.
try {
  await import('#model/buildConfig.ts');
} catch (error) {
  console.error(`\x1b[31mA build variable is not right; nothing was built:\x1b[0m\n${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const problems = [...checkDataFiles(), ...checkArticles()];
if (problems.length) {
  console.error(`\x1b[31mThe content has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was built:\x1b[0m\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('prebuild: every data file and article in content/ meets its schema');

// Imported after the check: they read the content, which would fail less clearly.
const { photoPaths, preparePhotos } = await import('./photos.ts');
const { fontPaths, subsetInter } = await import('./font.ts');
const entries = await preparePhotos();
console.log(`prebuild: ${entries.length} local photo${entries.length === 1 ? '' : 's'} from ${photoPaths.sourceDir}/ written to ${photoPaths.targetDir}/`);
const fontBytes = await subsetInter();
console.log(`prebuild: web font cut to ${(fontBytes / 1000).toFixed(1)} KB in ${fontPaths.target}`);
const { cardTitlesFiles, shareCardFile, writeCardTitles, writeShareCard } = await import('./share-card.ts');
const { site } = await import('#model/site.ts');
const leftOut = writeShareCard({ brand: site.brand, name: site.name, tagline: site.tagline, location: site.location });
console.log(`prebuild: the share card's texts in ${shareCardFile}${leftOut.length ? `, without ${leftOut.join(' ')}, which its font does not draw` : ''}`);
const { publishedArticles } = await import('#model/insights.ts');
const articles = publishedArticles();
const { showEpisodes } = await import('#model/episodes.ts');
for (const [kind, titled] of [['article', articles], ['episode', showEpisodes]] as const) {
  const cut = writeCardTitles(kind, Object.fromEntries(titled.map(({ slug, title }) => [slug, title])));
  if (titled.length) console.log(`prebuild: ${titled.length} ${kind} title${titled.length === 1 ? '' : 's'} for their share cards in ${cardTitlesFiles[kind]}${cut.length ? `, without ${cut.join(' ')}, which its font does not draw` : ''}`);
}
const { adminDir, adminSettings, writeAdmin } = await import('./cms-admin.ts');
const settings = adminSettings();
console.log(`prebuild: the CMS (${writeAdmin(settings)} files) in ${adminDir}/, editing ${settings.local ? 'this working tree through decap-server' : `${settings.repo ?? 'no repository yet (set CMS_REPO)'} on GitHub`}`);
