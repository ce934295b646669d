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
    /** Its numbers: `Season 2 · Episode 12`. */
    season: 'Season',
    number: 'Episode',
    /** Said by the page, and by the refresh, of an episode the site does not play. */
    unplayable: {
      video: 'a video, which this site does not play',
      insecure: 'served without https, which a secure page may not play',
      type: 'in a format browsers do not play',
    },
    /** Before where the episode can be heard instead: `This episode is a video, which this site does not play: listen on …`. */
    unplayableIntro: 'This episode is',
    download: 'Download the episode',
    /** Leaving the site by a link of the show notes, or a guest's page. */
    leaves: '(another site, opens in a new tab)',
    people: 'With',
    chapters: 'Chapters',
    /** The press of a chapter's time: `Play from 12:05: The first hundred days`. */
    playFrom: 'Play from',
    transcript: 'Transcript',
    /** The link under the player: `Read the transcript`; where the episode has none, what the page says. */
    readTranscript: 'Read the transcript',
    noTranscript: 'This episode has no transcript yet.',
    /** The transcript's own pages: `Transcript of “Carve-outs”, part 2 of 3`. */
    transcriptOf: (title: string) => `Transcript of “${title}”`,
    part: (part: number, parts: number) => `part ${part} of ${parts}`,
    partsLabel: 'Parts of the transcript',
    backToEpisode: 'Back to the episode',
    subscribe: 'Subscribe to the feed (RSS)',
  },
  error: {
    heading: 'Unexpected Application Error!',
    text: 'Something went wrong while showing this page. Please try again, or go back to the home page.',
    retry: 'Try Again',
    homeLink: 'Return to Home',
  },
} as const;
