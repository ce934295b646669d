// The owner's writing for the all-services variant: sample articles (a draft and hostile text among them) and a terms text.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { articleToText } from '#model/schema/articleText.ts';
import { articleFile } from '#model/schema/insights.ts';
import { episodesFile, maxSlugLength } from '#model/schema/podcast.ts';
import type { ShowShape } from './generated-show.ts';
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

/** Changes a data file of the project copy at `work` as the owner's editor would save it: `edit` gives its new data from its data now. */
export function editDataFile(work: string, file: `content/${string}.json`, edit: (data: Record<string, unknown>) => Record<string, unknown>) {
  const path = join(work, file);
  writeFileSync(path, `${JSON.stringify(edit(JSON.parse(readFileSync(path, 'utf8'))), null, 2)}\n`);
}

/** Puts the sample articles and terms into the project copy at `work`. */
export function putSampleContent(work: string) {
  cpSync(sampleInsights, join(work, 'content/insights'), { recursive: true });
  editDataFile(work, 'content/terms.json', (terms) => ({ ...terms, text: sampleTerms }));
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

/** Three episodes of the show, each text at its limit, before the generated show's (`generatedShow`), which the refresh stored in `episodes`. */
function longestEpisodes(episodes: string): string {
  const episode = (number: number) => ({
    id: `ep-${9000 + number}`,
    slug: longestEpisodeSlug(number),
    title: longText(200),
    date: `2026-11-${String(10 + number).padStart(2, '0')}`,
    duration: '1 h 59 min',
    link: 'https://podcast.example.com/episodes/1',
    description: longText(4000),
    audio: { url: `https://media.example.com/oj/ep-${number}.mp3`, type: 'audio/mpeg', length: 48_000_000 },
  });
  const generated = episodesFile.parse(JSON.parse(episodes));
  return `${JSON.stringify(episodesFile.parse({ ...generated, episodes: [...[3, 2, 1].map(episode), ...generated.episodes] }), null, 2)}\n`;
}

/** 150 weekly episodes in seasons, refreshed whole and then when the host keeps only its latest fifty. */
export const generatedShow = {
  size: 150,
  lastDate: '2026-11-02',
  seasonLength: 52,
  transcriptEvery: 50,
  transcriptTurns: 60,
  artEvery: 4,
  notes: 2,
} as const satisfies ShowShape;
/** The latest episodes the host keeps at the second refresh. */
export const keptByHost = 50;
/** The episode of the show the owner took off the site in the editor (content/podcast.json, `leftOff`). */
export const leftOffEpisode = 75;
/** The sub-path export's pages of each other kind beside the routes (scripts/test/build-base.ts): the articles' list, a sample article, the longest, the terms and the page new:page wrote. */
export const subPathPages = ['/blog', '/blog/leading-through-change', '/blog/longest-article', '/terms', '/speaking'];

/** Puts the owner's writing at its limits into the project copy at `work`: articles, and episodes before the `stored` ones (the terms are a data file, at its limit already). */
export function putLongestContent(work: string, stored: string) {
  mkdirSync(join(work, 'content/insights'), { recursive: true });
  for (const [name, text] of Object.entries(longestArticles())) writeFileSync(join(work, 'content/insights', name), text);
  writeFileSync(join(work, 'content/episodes.json'), longestEpisodes(stored));
}
