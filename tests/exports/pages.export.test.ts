/**
 * @jest-environment node
 */
import { within } from '@testing-library/dom';
import { readContent } from '#model/readContent.ts';
import { routes } from '#model/routes.ts';
import { headerCta, mainNav, quickLinks, site } from '#model/site.ts';
import { exportedPage } from './exported';

// The owner's data files the pages show.
const aboutPage = readContent('about');
const { values, milestones } = aboutPage;
const { episodes, streamingPlatforms } = readContent('podcast');
const { services } = readContent('services');
const { statusLabels, ventures } = readContent('ventures');

// What each page says, read from the exported HTML by role and accessible name, as a crawler and
// a screen reader meet it before any script runs. How the pages behave is the journeys' (e2e/).

const pageAt = (path: string) => within(exportedPage(path).body);
const section = (path: string, id: string) => within(exportedPage(path).getElementById(id) as HTMLElement);
const texts = (elements: readonly HTMLElement[]) => elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());
const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe.each([...routes.map((route) => route.path), '/404'])('the structure of %s', (path) => {
  it('one h1, first; no skipped heading level; the four landmarks', () => {
    const levels = pageAt(path)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i += 1) expect([i, (levels[i] ?? 0) - (levels[i - 1] ?? 0) <= 1]).toEqual([i, true]);
    const page = pageAt(path);
    expect([
      page.getAllByRole('banner').length,
      page.getAllByRole('navigation', { name: 'Main' }).length,
      page.getAllByRole('main').length,
      page.getAllByRole('contentinfo').length,
    ]).toEqual([1, 1, 1, 1]);
  });
});

describe.each(routes.map((route) => route.path))('the shared header and footer on %s', (path) => {
  it('header: brand, the main links in order and Contact Me', () => {
    const banner = within(pageAt(path).getByRole('banner'));
    expect(hrefOf(banner.getByRole('link', { name: site.name }))).toBe('/');
    const links = within(banner.getByRole('navigation', { name: 'Main' })).getAllByRole('link', { hidden: true });
    // The registry's header links (model/content.test.ts holds them to the spec's six), then the call to action.
    expect(texts(links)).toEqual([...mainNav.map((link) => link.label), headerCta.label]);
    expect(links.map(hrefOf)).toEqual([...mainNav.map((link) => link.href), headerCta.href]);
  });

  it('footer: blurb, socials in a new tab, quick and service links, contact details, copyright, legal links', () => {
    const footer = within(pageAt(path).getByRole('contentinfo'));
    expect(footer.getByText(site.blurb)).toBeTruthy();
    expect(within(footer.getByRole('list', { name: 'Social media' })).getAllByRole('link')).toHaveLength(4);
    for (const social of site.socials) {
      const link = footer.getByRole('link', { name: new RegExp(`^${social.label.replace(/[()]/g, '\\$&')}`) });
      expect([hrefOf(link), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([social.href, '_blank', 'noopener noreferrer']);
    }
    expect(
      within(footer.getByRole('navigation', { name: 'Quick Links' }))
        .getAllByRole('link')
        .map(hrefOf),
    ).toEqual(quickLinks.map((link) => link.href));
    const serviceLinks = within(footer.getByRole('navigation', { name: 'Services' })).getAllByRole('link');
    expect(texts(serviceLinks)).toEqual(services.map((s) => s.title));
    expect(serviceLinks.map(hrefOf)).toEqual(services.map((s) => `/services#${s.id}`));
    expect(hrefOf(footer.getByRole('link', { name: site.emails[0].address }))).toBe(`mailto:${site.emails[0].address}`);
    expect(hrefOf(footer.getByRole('link', { name: site.phones[0].display }))).toBe(`tel:${site.phones[0].dial}`);
    expect(footer.getByText('London, UK')).toBeTruthy();
    expect(footer.getByText(`© ${new Date().getFullYear()} ${site.name}`, { exact: false })).toBeTruthy();
    expect(hrefOf(footer.getByRole('link', { name: 'Privacy Policy' }))).toBe('/privacy');
    expect(hrefOf(footer.getByRole('link', { name: 'Terms of Service' }))).toBe('/terms');
  });
});

describe('Home', () => {
  const home = pageAt('/');

  it('hero: headline, tagline, Learn More and Book Me', () => {
    const heading = home.getByRole('heading', { level: 1 });
    expect(home.getByText('Global Project Leader, Entrepreneur & Mentor', { exact: true })).toBeTruthy();
    const hero = within(home.getByRole('region', { name: heading.textContent ?? '' }));
    expect(hrefOf(hero.getByRole('link', { name: /^Learn More/ }))).toBe('/about');
    expect(hrefOf(hero.getByRole('link', { name: 'Book Me' }))).toBe('/contact');
  });

  it('sections come in the order of the spec', () => {
    expect(texts(within(home.getByRole('main')).getAllByRole('heading', { level: 2 }))).toEqual([
      'Delivery Across Borders, Industries and Deals',
      'What I Do',
      'What Clients Say',
      'My Ventures',
      'OJ to the World',
      'Ready to Lead Your Next Big Change?',
    ]);
  });

  it('about teaser: the four stats and My Full Story', () => {
    const about = section('/', 'about');
    for (const text of ['15+', 'Years Experience', '200+', 'Projects Delivered', '50+', 'Client Companies', '8+', 'Ventures Founded'])
      expect(about.getByText(text, { exact: true })).toBeTruthy();
    expect(hrefOf(about.getByRole('link', { name: 'My Full Story' }))).toBe('/about');
  });

  it('What I Do: four service cards linking to their anchors', () => {
    const cards = section('/', 'services');
    expect(cards.getAllByRole('article')).toHaveLength(4);
    for (const [name, href] of [
      ['M&A Project Management', '/services#ma'],
      ['Tech & Digital Transformation', '/services#transformation'],
      ['Mentorship & Training', '/services#mentorship'],
      ['Speaking & Content Creation', '/services#speaking'],
    ]) {
      expect(hrefOf(cards.getByRole('link', { name }))).toBe(href);
    }
  });

  it('podcast: three episodes with title, date, duration and image, and platform links', () => {
    const podcast = section('/', 'podcast');
    const cards = podcast.getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const [index, episode] of episodes.entries()) {
      const card = within(cards[index] as HTMLElement);
      expect(card.getByRole('heading', { name: episode.title })).toBeTruthy();
      expect(cards[index]?.querySelector(`time[datetime="${episode.date}"]`)).not.toBeNull();
      expect(card.getByText(episode.duration)).toBeTruthy();
      expect(card.getByRole('img', { name: episode.image.alt })).toBeTruthy();
    }
    for (const platform of streamingPlatforms) expect(hrefOf(podcast.getByRole('link', { name: platform.label }))).toBe(platform.href);
  });

  it('call to action links to /contact and /services', () => {
    const cta = section('/', 'contact-cta');
    expect(hrefOf(cta.getByRole('link', { name: 'Book a Consultation' }))).toBe('/contact');
    expect(hrefOf(cta.getByRole('link', { name: 'Explore Services' }))).toBe('/services');
  });
});

it('About: hero, journey, mission, four values, four milestones and the call to action, in order', () => {
  const about = pageAt('/about');
  expect(about.getByRole('heading', { level: 1 }).textContent).toBe(aboutPage.heading);
  const main = within(about.getByRole('main'));
  expect(texts(main.getAllByRole('heading', { level: 2 }))).toEqual([
    'My Journey',
    'My Mission',
    'Core Values',
    'Professional Milestones',
    'Ready to Lead Your Next Big Change?',
  ]);
  for (const paragraph of aboutPage.journey) expect(main.getByText(paragraph)).toBeTruthy();
  const mission = section('/about', 'mission');
  expect(mission.getByText(aboutPage.mission)).toBeTruthy();
  expect(texts(mission.getAllByRole('heading', { level: 3 }))).toEqual(['For Businesses', 'For Individuals']);
  expect(texts(section('/about', 'values').getAllByRole('heading', { level: 3 }))).toEqual(values.map((v) => v.title));
  expect(values.map((v) => v.title)).toEqual(['Excellence', 'Empowerment', 'Innovation', 'Inspiration']);
  const timeline = section('/about', 'milestones').getAllByRole('listitem');
  expect(timeline).toHaveLength(4);
  for (const [index, milestone] of milestones.entries()) {
    expect(timeline[index]?.textContent).toEqual(expect.stringContaining(milestone.title));
    expect(timeline[index]?.textContent).toEqual(expect.stringContaining(milestone.year));
  }
  const cta = section('/about', 'contact-cta');
  expect(hrefOf(cta.getByRole('link', { name: 'Book a Consultation' }))).toBe('/contact');
  expect(hrefOf(cta.getByRole('link', { name: 'Explore Services' }))).toBe('/services');
});

describe('Services', () => {
  it('six services at their anchors, each with four offerings and an inquiry button', () => {
    for (const service of services) {
      const card = section('/services', service.id);
      expect(card.getByRole('heading', { level: 2 }).textContent).toBe(service.title);
      expect(card.getByText(service.description)).toBeTruthy();
      expect(texts(card.getAllByRole('listitem'))).toEqual([...service.features]);
      expect(hrefOf(card.getByRole('link', { name: 'Inquire About This Service' }))).toBe('/contact');
    }
    expect([...exportedPage('/services').querySelectorAll('article[id]')].map((element) => element.id)).toEqual([
      'ma',
      'transformation',
      'mentorship',
      'speaking',
      'advisory',
      'consulting',
    ]);
  });

  it('the four-step approach and Get in Touch', () => {
    expect(texts(section('/services', 'approach').getAllByRole('heading', { level: 3 }))).toEqual([
      'Discovery & Assessment',
      'Strategic Planning',
      'Expert Execution',
      'Optimization & Growth',
    ]);
    const touch = section('/services', 'get-in-touch');
    expect(touch.getByRole('heading', { level: 2 }).textContent).toBe('Get in Touch');
    expect(hrefOf(touch.getByRole('link', { name: 'Get in Touch' }))).toBe('/contact');
  });
});

describe('Ventures', () => {
  it('legend, eight cards with icon, status, year, description and Learn More', () => {
    const page = pageAt('/ventures');
    expect(texts(within(page.getByRole('list', { name: 'Status:' })).getAllByRole('listitem'))).toEqual(['Active', 'In Development', 'Planned']);
    const cards = section('/ventures', 'portfolio').getAllByRole('article');
    expect(cards).toHaveLength(8);
    for (const [index, venture] of ventures.entries()) {
      const card = within(cards[index] as HTMLElement);
      expect(card.getByRole('heading', { level: 3 }).textContent).toBe(venture.name);
      expect(card.getAllByText(statusLabels[venture.status], { exact: true }).length).toBeGreaterThan(0);
      expect(card.getAllByText(`Founded ${venture.foundedYear}`).length).toBeGreaterThan(0);
      expect(card.getAllByText(venture.description).length).toBeGreaterThan(0);
      expect(cards[index]?.querySelector('svg')).not.toBeNull();
      expect(card.getByRole('button', { name: `Learn More about ${venture.name}` })).toBeTruthy();
    }
  });

  it.each(ventures.map((venture) => [venture.name, venture] as const))(
    'the details of %s are in its dialog, with its website in a new tab where it has one',
    (name, venture) => {
      // Named by its title (aria-labelledby), which a closed dialog hides from the name computation.
      const named = pageAt('/ventures')
        .getAllByRole('dialog', { hidden: true })
        .filter((element) => element.ownerDocument.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === name);
      expect(named).toHaveLength(1);
      const dialog = within(named[0] as HTMLElement);
      expect(dialog.getByText(venture.longDescription)).toBeTruthy();
      expect(dialog.getByRole('heading', { name: 'Key Features', hidden: true })).toBeTruthy();
      expect(texts(dialog.getAllByRole('listitem', { hidden: true }))).toEqual([...venture.features]);
      const website = dialog.queryByRole('link', { name: /Visit Website/, hidden: true });
      expect(website && [hrefOf(website), website.getAttribute('target'), website.getAttribute('rel')]).toEqual(
        venture.website ? [venture.website, '_blank', 'noopener noreferrer'] : null,
      );
    },
  );

  it('the vision section and Discuss Partnership Opportunities', () => {
    const vision = section('/ventures', 'vision');
    expect(vision.getByRole('heading', { level: 2 }).textContent).toBe('The Vision');
    expect(hrefOf(vision.getByRole('link', { name: 'Discuss Partnership Opportunities' }))).toBe('/contact');
  });
});

it('Contact: both emails, UK and US phones, the location, socials and a mailto link', () => {
  const details = within(pageAt('/contact').getByRole('main'));
  for (const email of site.emails) expect(hrefOf(details.getByRole('link', { name: email.address }))).toBe(`mailto:${email.address}`);
  for (const phone of site.phones) expect(hrefOf(details.getByRole('link', { name: phone.display }))).toBe(`tel:${phone.dial}`);
  expect(details.getByText('London, UK')).toBeTruthy();
  const socials = within(details.getByRole('list', { name: 'Follow Me' })).getAllByRole('link');
  expect(socials).toHaveLength(4);
  for (const link of socials) expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  expect(hrefOf(details.getByRole('link', { name: 'Send an Email' }))).toBe(`mailto:${site.emails[0].address}`);
});
