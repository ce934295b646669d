import type { Metadata } from 'next';
import { pageMetadata } from '@/app/pageMetadata';
import { AboutTeaser } from '@/components/AboutTeaser/AboutTeaser';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { CallToAction } from '@/components/CallToAction/CallToAction';
import { callToAction } from '#model/site.ts';
import { HomeServices } from '@/components/HomeServices/HomeServices';
import { HomeVentures } from '@/components/HomeVentures/HomeVentures';
import { PageHero } from '@/components/PageHero/PageHero';
import { PodcastTeaser } from '@/components/PodcastTeaser/PodcastTeaser';
import { Testimonials } from '@/components/Testimonials/Testimonials';
import { homePage } from '#model/home.ts';

const { hero } = homePage;

export const metadata: Metadata = pageMetadata({
  title: homePage.metaTitle,
  description: homePage.metaDescription,
  path: '/',
  absolute: true,
});

export default function HomePage() {
  return (
    <>
      <PageHero
        size="home"
        eyebrow={hero.eyebrow}
        heading={hero.headline}
        tagline={hero.tagline}
        image={hero.image}
        entrance
        actions={
          <>
            <ButtonLink href={hero.primary.href} labelContinuation={hero.primary.labelContinuation} kind="primary" size="lg">
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} kind="outlineOnBand" size="lg">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
      />
      <AboutTeaser />
      <HomeServices />
      <Testimonials />
      <HomeVentures />
      <PodcastTeaser />
      <CallToAction id="contact-cta" copy={callToAction} />
    </>
  );
}
