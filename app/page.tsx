import type { Metadata } from 'next';
import { pageMetadata } from '@/app/pageMetadata';
import { AboutTeaser } from '@/components/AboutTeaser/AboutTeaser';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { CallToAction } from '@/components/CallToAction/CallToAction';
import { HomeServices } from '@/components/HomeServices/HomeServices';
import { HomeVentures } from '@/components/HomeVentures/HomeVentures';
import { PageHero } from '@/components/PageHero/PageHero';
import { PodcastTeaser } from '@/components/PodcastTeaser/PodcastTeaser';
import { Testimonials } from '@/components/Testimonials/Testimonials';
import { callToAction, homeTitle, site } from '#model/site.ts';
import home from '@/content/home.json';
import podcast from '@/content/podcast.json';
import services from '@/content/services.json';
import ventures from '@/content/ventures.json';
import { loadContent } from '#model/registry.ts';
import { showFeedLink } from '#model/episodes.ts';

// Home's words are content/home.json (its greeting and tagline content/site.json's); its sections
// show the services', ventures' and show's data files.
const copy = loadContent('home', home);
const { hero } = copy;

// The show's feed, announced where the show is teased, once it has one (a podcast app or a reader finds it from home).
const feed = showFeedLink(loadContent('podcast', podcast).name);

export const metadata: Metadata = pageMetadata({
  title: homeTitle,
  description: copy.metaDescription,
  path: '/',
  absolute: true,
  ...(feed ? { feed } : {}),
});

export default function HomePage() {
  return (
    <>
      <PageHero
        size="home"
        eyebrow={`Hello, I'm ${site.brand}`}
        heading={hero.headline}
        tagline={site.tagline}
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
      <AboutTeaser about={copy.about} stats={copy.stats} />
      <HomeServices copy={copy.services} services={loadContent('services', services).services} />
      <Testimonials />
      <HomeVentures copy={loadContent('ventures', ventures)} />
      <PodcastTeaser copy={loadContent('podcast', podcast)} />
      <CallToAction id="contact-cta" copy={callToAction} />
    </>
  );
}
