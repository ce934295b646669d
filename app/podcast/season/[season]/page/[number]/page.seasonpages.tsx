// A season's further pages, where it has more episodes than one page holds (model/published.ts).
import type { Metadata } from 'next';
import { furtherPages, listingMetadata, ListingView, orNone, pathOf, seasonBase, seasonParams } from '../../../../listing';

type Props = { params: Promise<{ season: string; number: string }> };

export const dynamicParams = false;
export const generateStaticParams = () =>
  orNone(
    seasonParams().flatMap(({ season }) => furtherPages(seasonBase(season)).map(({ number }) => ({ season, number }))),
    { season: '1', number: '2' },
  );

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { season, number } = await params;
  return listingMetadata(pathOf(seasonBase(season), number));
}

export default async function SeasonListingPage({ params }: Props) {
  const { season, number } = await params;
  return <ListingView path={pathOf(seasonBase(season), number)} />;
}
