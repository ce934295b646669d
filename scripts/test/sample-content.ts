// The owner's writing for the all-services variant (`npm run build:delivery`): sample articles
// (./insights/: a cover and photo, every kind of Markdown, a draft, and hostile text that must
// stay inert) and a terms text, put into the variant's copy of the project as the owner would
// write them in the CMS, so Insights, its articles and the terms are pages there.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { articleToText } from '#model/schema/articleText.ts';
import { articleFile } from '#model/schema/insights.ts';
import { episodesFile, maxSlugLength } from '#model/schema/podcast.ts';
import { longText } from './longest-content.ts';

/** The sample articles, as files of content/insights/. */
export const sampleInsights = 'scripts/test/insights';

/** The terms text the variant's content/terms.json holds. */
export const sampleTerms = `## Using this site

This site is **information**, not advice. Nothing here forms a contract until we both sign one.

## Engagements

1. Every engagement starts with a written statement of work.
2. Fees and expenses are agreed in writing before work starts.

Questions: [write to me](/contact).`;

/** Puts the sample articles and terms into the project copy at `work`. */
export function putSampleContent(work: string) {
  cpSync(sampleInsights, join(work, 'content/insights'), { recursive: true });
  const termsFile = join(work, 'content/terms.json');
  writeFileSync(termsFile, `${JSON.stringify({ ...JSON.parse(readFileSync(termsFile, 'utf8')), text: sampleTerms }, null, 2)}\n`);
}

/** Two articles whose every text is as long as the schema allows, and every kind of Markdown with long words in it. */
function longestArticles(): Record<string, string> {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const body = [
    `## ${longText(120)}`,
    longText(1500),
    `- ${longText(240)}\n- ${longText(240)}`,
    `> ${longText(400)}`,
    [row(Array.from({ length: 6 }, () => longText(40))), row(Array.from({ length: 6 }, () => '---')), row(Array.from({ length: 6 }, () => longText(60)))].join(
      '\n',
    ),
    `\`${longText(90)}\``,
  ].join('\n\n');
  const article = (date: string) => articleFile.parse({ title: longText(100), date, summary: longText(300), body });
  return { 'longest-article.md': articleToText(article('2026-11-24')), 'longest-article-before.md': articleToText(article('2026-11-23')) };
}

/** The address of an episode at its limit, the `number`th of the three. */
const longestEpisodeSlug = (number: number) => `episode-${number}-`.padEnd(maxSlugLength, 'x');

/** The page of the newest of the three episodes at their limits. */
export const longestEpisodePath = `/podcast/${longestEpisodeSlug(3)}`;

/** Three episodes of the show, each text at its limit, after the older ones (`olderShow`). */
function longestEpisodes(): string {
  const episode = (number: number) => ({
    id: `ep-${String(number).padStart(3, '0')}`,
    slug: longestEpisodeSlug(number),
    title: longText(200),
    date: `2026-11-${String(10 + number).padStart(2, '0')}`,
    duration: '1 h 59 min',
    link: 'https://podcast.example.com/episodes/1',
    description: longText(4000),
    audio: { url: `https://media.example.com/oj/ep-${number}.mp3`, type: 'audio/mpeg', length: 48_000_000 },
  });
  return `${JSON.stringify(episodesFile.parse({ episodes: [...[3, 2, 1].map(episode), ...olderShow()] }), null, 2)}\n`;
}

/** How many ordinary episodes come before the three at their limits: the show is then three pages of its listing. */
export const olderEpisodes = 57;
/** The seasons of the older episodes: 25 a season, so two seasons take two pages each and the third one. */
export const olderSeason = (number: number) => Math.ceil(number / 25);

/**
 * A show of some size before the three at their limits: weekly episodes in seasons, as a refresh
 * stores them, so that the listing's pages and seasons are built and walked (tests/exports/show.export.test.ts).
 */
export function olderShow() {
  return Array.from({ length: olderEpisodes }, (_, index) => {
    const number = olderEpisodes - index;
    return {
      id: `ep-${String(100 + number)}`,
      slug: `week-${number}`,
      title: `Week ${number} of the show`,
      date: new Date(Date.UTC(2025, 0, 6 + 7 * number)).toISOString().slice(0, 10),
      duration: '45 min',
      description: `What week ${number} was about.`,
      audio: { url: `https://media.example.com/oj/week-${number}.mp3`, type: 'audio/mpeg' },
      season: olderSeason(number),
      number,
    };
  });
}

/** Puts the owner's writing at its limits into the project copy at `work`: articles and episodes (the terms are a data file, at its limit already). */
export function putLongestContent(work: string) {
  mkdirSync(join(work, 'content/insights'), { recursive: true });
  for (const [name, text] of Object.entries(longestArticles())) writeFileSync(join(work, 'content/insights', name), text);
  writeFileSync(join(work, 'content/episodes.json'), longestEpisodes());
}
