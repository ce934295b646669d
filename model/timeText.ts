// A time into an episode as a listener reads it and as transcripts and feeds write it: apart from
// model/transcripts.ts (which reads whole transcripts) so that the player's and the search page's
// client code carry this alone.

/** Seconds as a transcript writes them: `4:05`, `1:02:05`. */
export function timeText(seconds: number): string {
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** A time as a transcript or a feed writes it (`454`, `7:34`, `1:02:05`) as seconds: what `timeText` writes, read back. */
export const secondsOf = (time: string): number => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
