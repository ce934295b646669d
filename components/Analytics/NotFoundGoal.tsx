import { notFoundMark } from './signals';

/**
 * Marks the not-found page, so the statistics report it as Plausible's convention asks: a `404`
 * goal with the path that led there. A server component: no script of its own in every page
 * (the not-found tree ships with each), the tracker reads the mark when it starts.
 */
export function NotFoundGoal() {
  return <span hidden {...{ [notFoundMark]: '' }} />;
}
