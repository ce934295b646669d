/** Interface texts shared by every page: landmarks, the skip link, the not-found and error pages. */
export const ui = {
  skipLink: 'Skip to main content',
  mainNavLabel: 'Main',
  menuToggle: 'Menu',
  newTab: '(opens in a new tab)',
  footer: {
    quickLinksHeading: 'Quick Links',
    servicesHeading: 'Services',
    contactHeading: 'Contact',
    socialLabel: 'Social media',
    legalLabel: 'Legal',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for does not exist. Return to the home page of OJ, global project leader, entrepreneur and mentor.',
    heading: '404',
    text: 'Oops! Page not found',
    homeLink: 'Return to Home',
    /** Logged to the console before the unknown path. */
    logPrefix: '404: no page at ',
  },
  /** An episode's own page (app/podcast/[slug]). */
  episode: {
    /** Before the host of the feed's own page of the episode: `This episode on podcast.example.com`. */
    elsewhere: 'This episode on',
    sequel: 'More episodes',
    older: 'Older episode',
    newer: 'Newer episode',
    /** An episode's description for search results where the feed gives it none (or too short a one). */
    summary: (title: string, show: { name: string; intro: string }) => `${title}, an episode of ${show.name}. ${show.intro}`,
  },
  /** The show's listing (components/EpisodeListing). */
  listing: {
    seasons: 'Seasons',
    allEpisodes: 'All episodes',
    season: (season: number) => `Season ${season}`,
    pages: 'Pages of episodes',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    newer: 'Newer episodes',
    older: 'Older episodes',
  },
  error: {
    heading: 'Unexpected Application Error!',
    text: 'Something went wrong while showing this page. Please try again, or go back to the home page.',
    retry: 'Try Again',
    homeLink: 'Return to Home',
  },
} as const;
