// The words of the show's pages beyond the list (an episode's numbers, people, chapters, file,
// transcript, and why it has no player), and the refresh's of an episode it cannot play: apart
// from model/ui.ts, which the pages' client code carries, so no page's scripts carry these.
/** Before a moment's time on a press that plays it (`Play from 7:34`): alone too, for the search page's script, which finds a transcript's turns by it. */
export const playFrom = 'Play from';

export const episodeWords = {
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
  hearItOn: (host: string) => `hear it where it is published, on ${host}`,
  download: 'Download the episode',
  /** Leaving the site by a link of the show notes, or a guest's page. */
  leaves: '(another site, opens in a new tab)',
  people: 'With',
  chapters: 'Chapters',
  /** The press of a chapter's time: `Play from 12:05: The first hundred days`. */
  playFrom,
  transcript: 'Transcript',
  /** The link under the player: `Read the transcript`; where the episode has none, what the page says. */
  readTranscript: 'Read the transcript',
  noTranscript: 'This episode has no transcript yet.',
  /** The transcript's own pages: `Transcript: Carve-outs (part 2 of 3)`. */
  transcriptOf: (title: string) => `Transcript: ${title}`,
  part: (part: number, parts: number) => `part ${part} of ${parts}`,
  /** Where in the episode a part of its transcript is: `12:30 to 25:00`, the last `from 25:00`. */
  partTimes: (from: string, to?: string) => (to ? `${from} to ${to}` : `from ${from}`),
  partsLabel: 'Parts of the transcript',
  backToEpisode: 'Back to the episode',
  subscribe: 'Subscribe to the feed (RSS)',
} as const;

/** Titles in one of the refresh's or the build's lines: the first ten, then how many more (a show of hundreds would fill a screen). */
export const titlesLine = (titles: readonly string[]): string =>
  titles.length > 10 ? `${titles.slice(0, 10).join(', ')} and ${titles.length - 10} more` : titles.join(', ');

/** The seconds the player's skips move (components/PlayerControls), its lock screen's too (scripts/pipeline/postbuild/player-controls.ts). */
export const skipSeconds = { back: 15, forward: 30 } as const;

/** Beside an episode's player (components/PlayerMemory, whose script carries these alone). */
export const playerWords = {
  /** The controls beside the player, as a group. */
  controls: 'Player controls',
  back: `Back ${skipSeconds.back} seconds`,
  forward: `Forward ${skipSeconds.forward} seconds`,
  /** The control that gives the episode's address at the moment being heard (`?t=`). */
  momentLink: 'Link to this moment',
  copied: 'Link copied:',
  copyThis: 'Copy this link:',
  /** The small player that plays on across the site's pages. */
  playingOn: 'Playing',
  play: 'Play',
  pause: 'Pause',
  stop: 'Stop',
  speed: 'Speed',
  times: (speed: number) => `${speed}×`,
  /** The small player's progress, and where it is: `1:02 of 45:00`. */
  whereIn: 'Where in the episode',
  timeOf: (time: string, whole: string) => (whole ? `${time} of ${whole}` : time),
  /** The player's keys, said beside it (read by a screen reader; scripts/pipeline/postbuild/player-controls.ts answers them). */
  keys: `Keys, wherever you are on the page but in a field: Space or K plays and pauses, J goes back ${skipSeconds.back} seconds, L goes forward ${skipSeconds.forward}, and < and > change the speed.`,
  /** A transcript's switch: the line being heard kept in view as it plays. */
  followVoice: 'Keep the line being said in view',
  /** Where he stopped the episode before: `Go on from 12:34`. */
  goOn: (time: string) => `Go on from ${time}`,
};
