// Where the prebuild writes the texts the generated images draw, fitted to their font
// (scripts/pipeline/share-card.ts), and where the image routes read them (app/shareCard.ts). No
// imports: Node runs it as it is, and the routes' bundles carry nothing of the font tools.

/** The site's share card and icons: the brand, name, tagline and place. */
export const shareCardFile = '.fonts/share-card.json';

/** What the generated images draw (the contents of shareCardFile). */
export interface ShareCardTexts {
  brand: string;
  name: string;
  tagline: string;
  location: string;
}

/** Each article's and each episode's title, by its slug, for its share card. */
export const cardTitlesFiles = { article: '.fonts/article-cards.json', episode: '.fonts/episode-cards.json' } as const;
