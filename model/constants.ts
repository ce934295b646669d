/** Business constants of the specification (section 9), in one named place. */
export const constants = {
  /** The header turns solid once the page is scrolled more than this many px. */
  headerScrollThreshold: 50,
  /** How long the contact confirmation toast stays, in ms. */
  toastDurationMs: 5000,
  /**
   * How long the contact form waits for the form service before it says the message was not
   * sent, in ms: long enough for a slow phone connection, short enough that nobody gives up first.
   */
  contactSendTimeoutMs: 15_000,
  /** Tooltip open delay, in ms. */
  tooltipOpenDelayMs: 700,
  /** Within this many ms of closing one tooltip, the next opens at once (skip delay). */
  tooltipSkipDelayMs: 300,
} as const;

/** Counts the specification fixes; content tests hold the data to them. */
export const counts = {
  testimonials: 3,
  episodes: 3,
  homeVentures: 6,
  ventures: 8,
  services: 6,
  featuresPerService: 4,
  milestones: 4,
  values: 4,
  approachSteps: 4,
  homeServices: 4,
  stats: 4,
} as const;
