import { timeText } from '#model/transcripts.ts';

/** A time into an episode, as a listener reads it (`4:05`) and as a machine does (`PT245S`): a chapter's start, a turn's. */
export function Timestamp({ seconds, className }: { seconds: number; className?: string }) {
  return (
    <time dateTime={`PT${Math.floor(seconds)}S`} className={className}>
      {timeText(seconds)}
    </time>
  );
}
