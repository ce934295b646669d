// /services: its words are content/services.json.
import type { Metadata } from 'next';
import { pageMetadata } from '@/app/pageMetadata';
import { BlurbCard } from '@/components/BlurbCard/BlurbCard';
import { CallToAction } from '@/components/CallToAction/CallToAction';
import { PageHero } from '@/components/PageHero/PageHero';
import { Section } from '@/components/Section/Section';
import { ServiceDetail } from '@/components/ServiceDetail/ServiceDetail';
import { container, grid, spaced } from '@/styles/layout.css';
import data from '@/content/services.json';
import { loadContent } from '#model/registry.ts';
import { labelOf } from '#model/routes.ts';

const copy = loadContent('services', data);

export const metadata: Metadata = pageMetadata({ title: labelOf('/services'), description: copy.metaDescription, path: '/services' });

export default function ServicesPage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} image={copy.image} />
      <div className={spaced}>
        <ul role="list" className={`${container} ${grid({ columns: 2 })}`}>
          {copy.services.map((service) => (
            <li key={service.id}>
              <ServiceDetail service={service} offeringsHeading={copy.offeringsHeading} inquireLabel={copy.inquireLabel} />
            </li>
          ))}
        </ul>
      </div>
      <Section id="approach" tone="alt" heading={copy.approachHeading} intro={copy.approachIntro}>
        <ol role="list" className={grid({ columns: 4 })}>
          {copy.approachSteps.map((step, index) => (
            <li key={step.title}>
              <BlurbCard blurb={step} step={index + 1} />
            </li>
          ))}
        </ol>
      </Section>
      <CallToAction id="get-in-touch" copy={copy.getInTouch} />
    </>
  );
}
