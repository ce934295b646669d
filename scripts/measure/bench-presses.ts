// The first press of each control, on the throttled phone of `npm run bench` (Lighthouse's mobile
// profile, applied by a user flow's timespan: 150 ms round trips, 1.6 Mbps, 4× CPU): from the
// press to the frame that shows its answer (the next slide, the open menu, the open dialog),
// and Lighthouse's Interaction to Next Paint of that press. Each control twice: pressed as the
// visitor's first act, the scripts not yet come (a press then is answered by the page itself,
// or waits for them), and pressed once the page is React's. A report, not a test.
import type { LaunchedChrome } from 'chrome-launcher';
import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

/** A control, the page it is on, and when its answer shows (run in the page). */
interface Control {
  name: string;
  path: string;
  selector: string;
  /** Whether the page shows the press's answer. */
  answered: string;
  /** The most milliseconds its answer may take once the page is React's (the first act's: 200, Interaction to Next Paint's "good"). */
  onceReact: number;
}

export const controls: Control[] = [
  {
    name: 'carousel: next',
    path: '/',
    selector: 'button[aria-label="Next testimonial"]',
    answered: `document.querySelector('[aria-roledescription="slide"][data-current="true"]')?.getAttribute('aria-label') === '2 of 3'`,
    onceReact: 100,
  },
  { name: 'menu (phone)', path: '/', selector: 'header button[popovertarget]', answered: `!!document.querySelector(':popover-open')`, onceReact: 200 },
  { name: 'venture card: dialog', path: '/', selector: 'button[commandfor]', answered: `!!document.querySelector('dialog[open]')`, onceReact: 200 },
];

/** One press: milliseconds from the press to the frame that showed its answer, and Lighthouse's INP. */
export interface Press {
  shown: number;
  inp: number;
}

/** Waits for the page's frame that shows the answer, from the press (pointerdown) on. */
const watchAnswer = (answered: string) => `new Promise((resolve) => {
  addEventListener('pointerdown', () => {
    const pressed = performance.now();
    const frame = () => (${answered} ? resolve(performance.now() - pressed) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  }, { capture: true, once: true });
})`;

/** The middle of the runs' values (the upper one of an even number), NaN of none: the bench's figure of each measure. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Whether the page is React's (its scripts came, and hydrated the header). */
export const hydrated = `!document.querySelector('script[type="text/x-deferred"]') && Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react'))`;

/** Presses `control` on `origin` once, first thing or once the page is React's. */
export async function press(chrome: LaunchedChrome, origin: string, control: Control, scriptsFirst: boolean): Promise<Press> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page: Page = await browser.newPage();
  try {
    // A first visit, as Lighthouse's navigations measure one: nothing of an earlier run in the cache.
    await (await page.createCDPSession()).send('Network.clearBrowserCache');
    const flow = await startFlow(page, {
      config: { extends: 'lighthouse:default', settings: { formFactor: 'mobile', throttlingMethod: 'devtools', onlyCategories: ['performance'] } },
    });
    await flow.startTimespan();
    await page.goto(`${origin}${control.path}`, { waitUntil: 'load' });
    const target = await page.waitForSelector(control.selector);
    if (!target) throw new Error(`bench: no ${control.selector} on ${control.path}`);
    await target.scrollIntoView();
    if (scriptsFirst) {
      // An intent, as a visitor's thumb on the screen, brings the scripts (a control in view needs no scroll).
      await page.mouse.move(5, 5);
      await page.mouse.move(9, 9);
      await page.waitForFunction(hydrated, { timeout: 60_000 });
    }
    const answer = page.evaluate(watchAnswer(control.answered));
    await target.tap();
    const shown = Number(await answer);
    await flow.endTimespan();
    const step = (await flow.createFlowResult()).steps.at(-1);
    return { shown, inp: step?.lhr.audits['interaction-to-next-paint']?.numericValue ?? Number.NaN };
  } finally {
    // Closed, or every later measure shares the machine with its page, still running (the next
    // page's floor measured 171 ms with the presses' 18 tabs open, 90 without).
    await page.close();
    await browser.disconnect();
  }
}
