// /ventures: its words are content/ventures.json.
import type { Metadata } from 'next';
import { pageMetadata } from '@/app/pageMetadata';
import { CallToAction } from '@/components/CallToAction/CallToAction';
import { grid } from '@/styles/layout.css';
import { PageHero } from '@/components/PageHero/PageHero';
import { Section } from '@/components/Section/Section';
import { VentureCard } from '@/components/VentureCard/VentureCard';
import { VentureLegend } from '@/components/VentureLegend/VentureLegend';
import data from '@/content/ventures.json';
import { loadContent } from '#model/registry.ts';
import { labelOf } from '#model/routes.ts';

const copy = loadContent('ventures', data);

export const metadata: Metadata = pageMetadata({ title: labelOf('/ventures'), description: copy.metaDescription, path: '/ventures' });

export default function VenturesPage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} image={copy.image} />
      <Section id="portfolio" heading={copy.portfolioHeading}>
        <VentureLegend copy={copy} />
        <ul role="list" className={grid({ columns: 4 })}>
          {copy.ventures.map((venture) => (
            <li key={venture.id}>
              <VentureCard venture={venture} copy={copy} />
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction id="vision" copy={copy.vision} />
    </>
  );
}
