// Whether an article is dated today, so the daily workflow builds the site on the morning it goes
// online and no other; writes `due=true|false` to GITHUB_OUTPUT in a workflow.
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
