// A time into an episode as a listener reads it: apart from model/transcripts.ts (which reads
// whole transcripts) so that the player's client code carries this alone.

/** Seconds as a transcript writes them: `4:05`, `1:02:05`. */
export function timeText(seconds: number): string {
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
