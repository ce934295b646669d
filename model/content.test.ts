import { stockPhotoUrl } from '../scripts/tools/photo-urls.ts';
import { constants, counts } from './constants';
import { featuredServices } from '@/components/HomeServices/HomeServices';
import { readContent } from './readContent';
import { routes, unbuiltPaths } from './routes';
import { legalLinks, mainNav, quickLinks } from './site';

// The specification's texts, counts and constants, on the specification's content (tests/spec/):
// the owner's own content/ changes in the editor, and its schemas alone check it.
const spec = 'tests/spec';
const about = readContent('about', spec);
const { values, milestones } = about;
const { serviceOptions } = readContent('contact', spec);
const { stats } = readContent('home', spec);
const { episodes, streamingPlatforms } = readContent('podcast', spec);
const { services, approachSteps } = readContent('services', spec);
const { ventures, statusLabels } = readContent('ventures', spec);
const site = readContent('site', spec);
const { testimonials } = readContent('testimonials', spec);

describe('business constants: the counts and figures the site is specified with', () => {
  it('holds the header threshold, toast duration and tooltip delays', () => {
    expect(constants.headerScrollThreshold).toBe(50);
    expect(constants.toastDurationMs).toBe(5000);
    expect(constants.tooltipOpenDelayMs).toBe(700);
    expect(constants.tooltipSkipDelayMs).toBe(300);
  });

  it('shows the four headline stats', () => {
    expect(stats.map((s) => `${s.value} ${s.label.toLowerCase()}`)).toEqual([
      '15+ years experience',
      '200+ projects delivered',
      '50+ client companies',
      '8+ ventures founded',
    ]);
  });
});

describe('ventures: eight, with their statuses, colours and icons', () => {
  it('lists the eight ventures with their ids, founding years and statuses, in order', () => {
    expect(ventures.map((v) => [v.id, v.foundedYear, v.status])).toEqual([
      ['oj-solutions', '2015', 'active'],
      ['project-career', '2018', 'active'],
      ['smart-ref', '2019', 'developing'],
      ['irate-movies', '2020', 'developing'],
      ['tumble-pay', '2021', 'planned'],
      ['inteamgration', '2022', 'planned'],
      ['clearview-cleaners', '2017', 'active'],
      ['crown-roots', '2016', 'active'],
    ]);
    expect(ventures).toHaveLength(counts.ventures);
  });

  it.each(ventures.map((v) => [v.id, v]))('%s has every field filled in', (_id, venture) => {
    expect(venture.name.trim()).not.toBe('');
    expect(venture.description.length).toBeGreaterThan(20);
    expect(venture.longDescription.length).toBeGreaterThan(venture.description.length);
    expect(venture.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(venture.features.length).toBeGreaterThanOrEqual(3);
    if (venture.website !== undefined) expect(venture.website).toMatch(/^https:\/\//);
  });

  it('has the six the home page shows, its first', () => {
    expect(ventures.length).toBeGreaterThanOrEqual(counts.homeVentures);
  });

  it('labels the statuses as the spec says', () => {
    expect(statusLabels).toEqual({ active: 'Active', developing: 'In Development', planned: 'Planned' });
  });

  it('has unique ids', () => {
    expect(new Set(ventures.map((v) => v.id)).size).toBe(ventures.length);
  });
});

describe('services: the four, their offerings and the approach', () => {
  it('has the six ids in order, each with exactly four features', () => {
    expect(services.map((s) => s.id)).toEqual(['ma', 'transformation', 'mentorship', 'speaking', 'advisory', 'consulting']);
    for (const service of services) expect(service.features).toHaveLength(counts.featuresPerService);
  });

  it('features the four home services with the titles the spec names', () => {
    expect(featuredServices(services).map((service) => service.title)).toEqual([
      'M&A Project Management',
      'Tech & Digital Transformation',
      'Mentorship & Training',
      'Speaking & Content Creation',
    ]);
  });

  it('describes the four approach steps', () => {
    expect(approachSteps.map((s) => s.title)).toEqual(['Discovery & Assessment', 'Strategic Planning', 'Expert Execution', 'Optimization & Growth']);
  });
});

describe('service-interest options: one per service, and Other', () => {
  it('offers the six options in order, general first and default, and no advisory', () => {
    expect(serviceOptions.map((o) => [o.value, o.label])).toEqual([
      ['general', 'General Inquiry'],
      ['ma', 'M&A Project Management'],
      ['transformation', 'Digital Transformation'],
      ['mentorship', 'Training & Mentorship'],
      ['speaking', 'Speaking & Media'],
      ['consulting', 'Executive Consulting'],
    ]);
    expect(serviceOptions.map((o): string => o.value)).not.toContain('advisory');
  });
});

describe('podcast, testimonials and About: their specified counts', () => {
  it('teases three episodes ep-001 to ep-003 with title, date, duration and image', () => {
    expect(episodes.map((e) => e.id)).toEqual(['ep-001', 'ep-002', 'ep-003']);
    for (const episode of episodes) {
      expect(episode.title).not.toBe('');
      expect(Number.isNaN(Date.parse(episode.date))).toBe(false);
      expect(episode.duration).toMatch(/\d+ min/);
      expect(episode.image).toMatchObject({ src: expect.stringMatching(stockPhotoUrl) });
    }
    expect(streamingPlatforms.length).toBeGreaterThan(0);
  });

  it('quotes three testimonials with every field', () => {
    expect(testimonials).toHaveLength(counts.testimonials);
    for (const t of testimonials) {
      for (const field of [t.name, t.position, t.company, t.text, t.image.alt]) expect(field.trim()).not.toBe('');
    }
  });

  it('has four values, four milestones and both mission blurbs', () => {
    expect(values.map((v) => v.title)).toEqual(['Excellence', 'Empowerment', 'Innovation', 'Inspiration']);
    expect(milestones).toHaveLength(counts.milestones);
    expect(about.missionBlurbs.map((b) => b.title)).toEqual(['For Businesses', 'For Individuals']);
  });
});

describe('site identity and routes', () => {
  it('carries the tagline, location, two emails, UK and US phones and four socials', () => {
    expect(site.tagline).toBe('Global Project Leader, Entrepreneur & Mentor');
    expect(site.location).toBe('London, UK');
    expect(site.emails.map((e) => e.address)).toEqual([expect.stringContaining('@'), expect.stringContaining('@')]);
    expect(site.phones.map((p) => p.region)).toEqual(['UK', 'US']);
    for (const phone of site.phones) expect(phone.dial).toMatch(/^\+\d{8,15}$/);
    expect(site.socials.map((s) => s.network)).toEqual(['linkedin', 'x', 'instagram', 'youtube']);
  });

  /** The pairs of `links` that are among `expected`, in their order: the spec's, whatever page the owner has added beside them. */
  const ofThe = (links: readonly { label: string; href: string }[], expected: string[][]) =>
    links.map((l) => [l.label, l.href]).filter(([, href]) => expected.some(([, path]) => path === href));

  it('links the header to the six destinations of the spec, in its order', () => {
    const header = [
      ['Home', '/'],
      ['About', '/about'],
      ['What I Do', '/services'],
      ['Ventures', '/ventures'],
      ['OJ to the World', '/podcast'],
      ['Insights', '/blog'],
    ];
    expect(ofThe(mainNav, header)).toEqual(header);
    const quick = [
      ['About', '/about'],
      ['What I Do', '/services'],
      ['Ventures', '/ventures'],
      ['OJ to the World', '/podcast'],
      ['Insights', '/blog'],
      ['Contact', '/contact'],
      // Beyond the specification's: the site's search, from every page.
      ['Search', '/search'],
    ];
    expect(ofThe(quickLinks, quick)).toEqual(quick);
    expect(legalLinks.map((l) => [l.label, l.href])).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]);
  });

  it('builds the five routes of the spec, in order, and leaves the four unbuilt paths to the not-found page', () => {
    const specRoutes = ['/', '/about', '/services', '/ventures', '/contact'];
    expect(routes.map((r) => r.path).filter((path) => specRoutes.includes(path))).toEqual(specRoutes);
    expect(unbuiltPaths).toEqual(['/podcast', '/blog', '/privacy', '/terms']);
  });
});
