// A season of the show, where the feed numbers its seasons: its episodes, newest first, in pages
// of model/showListing.ts's `episodesPerPage` (./page/[number] has the rest). Made while any episode has a season (model/published.ts).
import type { Metadata } from 'next';
import { listingMetadata, ListingView, orNone, seasonBase, seasonParams } from '../../listing';

type Props = { params: Promise<{ season: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => orNone(seasonParams(), { season: '1' });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(seasonBase((await params).season));
}

export default async function SeasonPage({ params }: Props) {
  return <ListingView path={seasonBase((await params).season)} />;
}
