#!/usr/bin/env node
// Before `next build` and `next dev`: build variables and content checked (one line per problem), then
// the owner's photos prepared, the font cut, and the CMS written.
import { contentChecked } from './check-content.ts';

// The build variables and the content, against their schemas (./check-content.ts).
if (!(await contentChecked())) process.exit(1);
console.log('prebuild: every data file and article in content/ meets its schema');

// Imported after the check: they read the content, which would fail less clearly.
const { photoFilesIn, photoPaths } = await import('./photo-files.ts');
const { placelessLine } = await import('./photo-place.ts');
const { preparePhotos, unreadableLine } = await import('./photos.ts');
const { fontPaths, subsetInter } = await import('./font.ts');
// A development server prepares every photo, so the editor's preview shows a draft's.
const developing = process.argv.includes('--dev');
const { onlyUnpublished } = await import('#model/photoUses.ts');
const { articleFiles } = await import('#model/insights.ts');
const { readFileSync } = await import('node:fs');
const unpublished = developing
  ? []
  : photoFilesIn(photoPaths.sourceDir).filter((file) => onlyUnpublished(file, (path) => readFileSync(path, 'utf8'), articleFiles()));
const { entries, unreadable, placeless } = await preparePhotos(photoPaths, new Set(unpublished));
if (unpublished.length)
  console.log(
    `prebuild: ${unpublished.length} photo${unpublished.length === 1 ? '' : 's'} left off the site until the articles that show ${unpublished.length === 1 ? 'it are' : 'them are'} published: ${unpublished.join(', ')}`,
  );
if (placeless.length) console.log(`prebuild: ${placelessLine(placeless)}`);
console.log(`prebuild: ${entries.length} local photo${entries.length === 1 ? '' : 's'} from ${photoPaths.sourceDir}/ written to ${photoPaths.targetDir}/`);
// One a page shows, with no earlier version, stops a build; a development server shows its box instead.
const { photoUses } = await import('#model/photoUses.ts');
const { entryPlaceWords } = await import('#model/schema/cmsRefusal.ts');
for (const photo of unreadable) {
  const uses = photo.kept || developing ? [] : photoUses(photo.file, (file) => readFileSync(file, 'utf8'), articleFiles());
  if (!uses.length) console.warn(`\x1b[33mprebuild: ${unreadableLine(photo)}.\x1b[0m`);
  else {
    const places = uses.map(({ file, data, path }) => entryPlaceWords(file, data, path)).join('; ');
    console.error(`\x1b[31mprebuild: ${unreadableLine(photo)}; your site shows it (in the editor: ${places}), so nothing was built.\x1b[0m`);
    process.exit(1);
  }
}
// The episodes' own cover art, as the refresh kept it: copied, never re-encoded (model/episodeArt.ts).
const { showEpisodes } = await import('#model/episodes.ts');
const { copyArt, artTarget } = await import('#model/episodeArt.ts');
const { titlesLine } = await import('#model/episodeWords.ts');
const art = copyArt(showEpisodes);
if (art.copied) console.log(`prebuild: ${art.copied} episode cover${art.copied === 1 ? '' : 's'} copied to ${artTarget}/`);
if (art.missing.length)
  console.warn(
    `\x1b[33mprebuild: no cover art shown for the episodes whose file is missing (the next podcast refresh fetches it again): ${titlesLine(art.missing)}\x1b[0m`,
  );
const fontBytes = await subsetInter();
console.log(`prebuild: web font cut to ${(fontBytes / 1000).toFixed(1)} KB in ${fontPaths.target}`);
const { cardTitlesFiles, shareCardFile, writeCardTitles, writeShareCard } = await import('./share-card.ts');
const { site } = await import('#model/site.ts');
const leftOut = writeShareCard({ brand: site.brand, name: site.name, tagline: site.tagline, location: site.location });
console.log(`prebuild: the share card's texts in ${shareCardFile}${leftOut.length ? `, without ${leftOut.join(' ')}, which its font does not draw` : ''}`);
const { publishedArticles } = await import('#model/insights.ts');
const articles = publishedArticles();
for (const [kind, titled] of [
  ['article', articles],
  ['episode', showEpisodes],
] as const) {
  const cut = writeCardTitles(kind, Object.fromEntries(titled.map(({ slug, title }) => [slug, title])));
  if (titled.length)
    console.log(
      `prebuild: ${titled.length} ${kind} title${titled.length === 1 ? '' : 's'} for their share cards in ${cardTitlesFiles[kind]}${cut.length ? `, without ${cut.join(' ')}, which its font does not draw` : ''}`,
    );
}
const { adminDir, adminSettings, writeAdmin } = await import('./admin.ts');
const settings = adminSettings();
console.log(
  `prebuild: the CMS (${writeAdmin(settings)} files) in ${adminDir}/, editing ${settings.local ? 'this working tree through decap-server' : `${settings.repo ?? 'no repository yet (set CMS_REPO)'} on GitHub`}`,
);
