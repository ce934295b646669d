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
import { aboutPage, milestones, values } from '#model/about.ts';

export const metadata: Metadata = pageMetadata({
  title: aboutPage.title,
  description: aboutPage.metaDescription,
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow={aboutPage.eyebrow} heading={aboutPage.heading} intro={aboutPage.intro} image={aboutPage.image} />
      <Journey />
      <Mission />
      <Section id="values" heading={aboutPage.valuesHeading}>
        <ul role="list" className={grid({ columns: 4 })}>
          {values.map((value) => (
            <li key={value.title}>
              <BlurbCard blurb={value} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="milestones" tone="alt" heading={aboutPage.milestonesHeading}>
        <Timeline milestones={milestones} />
      </Section>
      <CallToAction id="contact-cta" copy={callToAction} />
    </>
  );
}
