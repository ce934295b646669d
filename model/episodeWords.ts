// The show's pages' words beyond the list, apart from model/ui.ts so no page's scripts carry them.
/** Alone too: the search page's script finds a transcript's turns by it. */
export const playFrom = 'Play from';

export const episodeWords = {
  season: 'Season',
  number: 'Episode',
  unplayable: {
    video: 'a video, which this site does not play',
    insecure: 'served without https, which a secure page may not play',
    type: 'in a format browsers do not play',
  },
  unplayableIntro: 'This episode is',
  hearItOn: (host: string) => `hear it where it is published, on ${host}`,
  download: 'Download the episode',
  leaves: '(another site, opens in a new tab)',
  people: 'With',
  chapters: 'Chapters',
  playFrom,
  transcript: 'Transcript',
  readTranscript: 'Read the transcript',
  noTranscript: 'This episode has no transcript yet.',
  transcriptOf: (title: string) => `Transcript: ${title}`,
  part: (part: number, parts: number) => `part ${part} of ${parts}`,
  partTimes: (from: string, to?: string) => (to ? `${from} to ${to}` : `from ${from}`),
  partsLabel: 'Parts of the transcript',
  backToEpisode: 'Back to the episode',
  subscribe: 'Subscribe to the feed (RSS)',
} as const;

/** The first ten titles, then how many more: a show of hundreds would fill a screen. */
export const titlesLine = (titles: readonly string[]): string =>
  titles.length > 10 ? `${titles.slice(0, 10).join(', ')} and ${titles.length - 10} more` : titles.join(', ');

export const skipSeconds = { back: 15, forward: 30 } as const;

export const playerWords = {
  controls: 'Player controls',
  back: `Back ${skipSeconds.back} seconds`,
  forward: `Forward ${skipSeconds.forward} seconds`,
  momentLink: 'Link to this moment',
  copied: 'Link copied:',
  copyThis: 'Copy this link:',
  playingOn: 'Playing',
  play: 'Play',
  pause: 'Pause',
  stop: 'Stop',
  speed: 'Speed',
  times: (speed: number) => `${speed}×`,
  whereIn: 'Where in the episode',
  timeOf: (time: string, whole: string) => (whole ? `${time} of ${whole}` : time),
  keys: `Keys, wherever you are on the page but in a field: Space or K plays and pauses, J goes back ${skipSeconds.back} seconds, L goes forward ${skipSeconds.forward}, and < and > change the speed.`,
  followVoice: 'Keep the line being said in view',
  goOn: (time: string) => `Go on from ${time}`,
};
