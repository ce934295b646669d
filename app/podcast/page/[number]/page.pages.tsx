// The show's further pages: /podcast/page/2 onwards, older episodes in pages of
// model/showListing.ts's `episodesPerPage`. Made while the show has more than one page (model/published.ts).
import type { Metadata } from 'next';
import { furtherPages, listingMetadata, ListingView, orNone, pathOf } from '../../listing';

type Props = { params: Promise<{ number: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => orNone(furtherPages('/podcast'), { number: '2' });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(pathOf('/podcast', (await params).number));
}

export default async function ListingPage({ params }: Props) {
  return <ListingView path={pathOf('/podcast', (await params).number)} />;
}
