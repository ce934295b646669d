import { showEpisodes } from '#model/episodes.ts';
import { labelOf } from '#model/routes.ts';
import { noEpisodeYet } from '../../../podcast/[slug]/card';
import { cardTitle } from '../../../shareCard';
import { titleCard } from '../../titleCard';

// Each episode's share card, drawn once at build time into out/cards/episodes/<slug>.png: the
// site's card with the show's name over the episode's title, fitted by the prebuild to its font.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...showEpisodes, ...noEpisodeYet()].map(({ slug }) => ({ card: `${slug}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  return titleCard(labelOf('/podcast'), cardTitle('episode', (await params).card.replace(/\.png$/, '')));
}
