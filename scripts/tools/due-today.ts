// `node scripts/tools/due-today.ts`: whether an article is dated today, so that the daily workflow
// (.github/workflows/scheduled.yml) builds the site on the morning it goes online, and on no other.
// Prints its line; with GITHUB_OUTPUT set (in a workflow), writes `due=true` or `due=false` there.
import { appendFileSync } from 'node:fs';
import { dueOn, today } from '#model/insights.ts';

const day = today();
const due = dueOn(day);
console.log(
  due.length
    ? `due-today: ${due.map((title) => `“${title}”`).join(', ')} go${due.length === 1 ? 'es' : ''} online today (${day})`
    : `due-today: no article is dated ${day}`,
);
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `due=${due.length > 0}\n`);
