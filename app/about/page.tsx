// /about: its words are content/about.json.
import type { Metadata } from 'next';
import { pageMetadata } from '@/app/pageMetadata';
import { BlurbCard } from '@/components/BlurbCard/BlurbCard';
import { CallToAction } from '@/components/CallToAction/CallToAction';
import { callToAction } from '#model/site.ts';
import { grid } from '@/styles/layout.css';
import { Journey } from '@/components/Journey/Journey';
import { Mission } from '@/components/Mission/Mission';
import { PageHero } from '@/components/PageHero/PageHero';
import { Section } from '@/components/Section/Section';
import { Timeline } from '@/components/Timeline/Timeline';
import data from '@/content/about.json';
import { loadContent } from '#model/registry.ts';
import { labelOf } from '#model/routes.ts';

const copy = loadContent('about', data);

export const metadata: Metadata = pageMetadata({ title: labelOf('/about'), description: copy.metaDescription, path: '/about' });

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} image={copy.image} />
      <Journey copy={copy} />
      <Mission copy={copy} />
      <Section id="values" heading={copy.valuesHeading}>
        <ul role="list" className={grid({ columns: 4 })}>
          {copy.values.map((value) => (
            <li key={value.title}>
              <BlurbCard blurb={value} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="milestones" tone="alt" heading={copy.milestonesHeading}>
        <Timeline milestones={copy.milestones} />
      </Section>
      <CallToAction id="contact-cta" copy={callToAction} />
    </>
  );
}
