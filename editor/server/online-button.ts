// The CMS page's *Put it online* button, on his computer alone: says what happened in his words, and
// where a field changed on both sides, shows both to keep one. Self-contained; every word is text, never markup.

import { insightsDir } from '#model/schema/articleText.ts';
import { transcriptsDir } from '#model/schema/transcripts.ts';

export const onlinePath = '/api/online';
export const onlineLabel = 'Put it online';
export const stillWords = 'Still putting it online: fetching what is online and joining it with your changes. Over a slow connection this can take a minute.';
export const stillAfterMs = 8_000;

/** `{}` stands for the entry's name in the CMS's address (`…/entries/home` is content/home.json). */
export const entryFiles: Record<string, string> = {
  content: 'content/{}.json',
  insights: `${insightsDir}/{}.md`,
  transcripts: `${transcriptsDir}/{}.json`,
};

/** Every value it uses is a parameter (the page runs its text). While an entry is open, a second button lists its earlier versions (./history.ts). */
export function showOnlineButton(
  url: string,
  label: string,
  history: string,
  entries: Record<string, string>,
  moment: Intl.DateTimeFormatOptions,
  still: { words: string; afterMs: number },
): void {
  const box = document.createElement('div');
  box.style.cssText =
    'position:fixed;right:16px;bottom:16px;z-index:9999;display:flex;flex-direction:column;align-items:end;gap:8px;max-width:min(32rem,calc(100vw - 32px));max-height:calc(100vh - 32px);overflow:auto;font:15px/1.5 system-ui,sans-serif';
  const panel = 'margin:0;padding:12px 16px;border-radius:8px;background:#fff;color:#1b1b1b;box-shadow:0 8px 24px rgba(0,0,0,.3)';
  const line = document.createElement('p');
  line.style.cssText = panel;
  line.hidden = true;
  // A display of its own would override `hidden`, and leave an empty box.
  const shown = (element: HTMLElement, on: boolean) => {
    element.hidden = !on;
    element.style.display = on ? 'flex' : 'none';
  };
  const choices = document.createElement('form');
  choices.style.cssText = `${panel};flex-direction:column;gap:12px`;
  shown(choices, false);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  const buttonStyle =
    'padding:10px 18px;border:0;border-radius:8px;background:#14213d;color:#fff;font:inherit;font-weight:600;cursor:pointer;outline-offset:3px';
  button.style.cssText = buttonStyle;
  const say = (words: string, ok: boolean) => {
    line.setAttribute('role', ok ? 'status' : 'alert');
    line.style.borderLeft = `6px solid ${ok ? '#1e6b3a' : '#b3261e'}`;
    line.textContent = words;
    line.hidden = false;
  };
  type Choice = { key: string; where: string; online: string; yours: string };
  const ask = (choose: Choice[]) => {
    choices.replaceChildren();
    choose.forEach(({ key, where, online, yours }, index) => {
      const set = document.createElement('fieldset');
      set.style.cssText = 'margin:0;border:1px solid #c4c4c4;border-radius:6px;padding:8px 12px';
      const legend = document.createElement('legend');
      legend.textContent = where;
      legend.style.fontWeight = '600';
      set.append(legend);
      for (const [side, words] of [
        ['online', `Keep what is online: ${online}`],
        ['yours', `Keep yours: ${yours}`],
      ]) {
        const option = document.createElement('label');
        option.style.cssText = 'display:flex;gap:8px;align-items:baseline';
        const radio = document.createElement('input');
        Object.assign(radio, { type: 'radio', name: `choice-${index}`, value: side, required: true });
        radio.dataset.key = key;
        option.append(radio, document.createTextNode(words ?? ''));
        set.append(option);
      }
      choices.append(set);
    });
    const send = document.createElement('button');
    send.textContent = 'Put it online with these';
    send.style.cssText = buttonStyle;
    choices.append(send);
    shown(choices, true);
    choices.querySelector('input')?.focus();
  };
  const press = async (chosen?: Record<string, string>) => {
    button.disabled = true;
    button.textContent = 'Putting it online…';
    line.hidden = true;
    shown(choices, false);
    const stillTimer = window.setTimeout(() => say(still.words, true), still.afterMs);
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ choices: chosen ?? {} }) });
      const answer: { online: boolean; words: string; choose?: Choice[]; reload?: true } = await response.json();
      say(answer.words, answer.online);
      if (answer.choose?.length) ask(answer.choose);
      if (answer.reload) {
        // What came from online (new episodes among his choices) shows once the editor is loaded again.
        const reload = document.createElement('button');
        reload.type = 'button';
        reload.textContent = 'Reload the editor';
        reload.style.cssText = `${buttonStyle};display:block;margin-top:8px`;
        reload.addEventListener('click', () => location.reload());
        line.append(reload);
      }
    } catch {
      say('Not online yet: the editor on your computer has stopped. Start it again with npm run edit, then press Put it online.', false);
    } finally {
      window.clearTimeout(stillTimer);
      button.disabled = false;
      button.textContent = label;
    }
  };
  button.addEventListener('click', () => void press());

  // A line said before the page was loaded again (a version put back), said once more.
  const kept = 'oj-online-line';
  const before = sessionStorage.getItem(kept);
  if (before) {
    sessionStorage.removeItem(kept);
    say(before, true);
  }

  // The open entry's earlier versions, from the repository.
  const earlier = document.createElement('button');
  earlier.type = 'button';
  earlier.textContent = 'Earlier versions of this entry';
  earlier.style.cssText = buttonStyle.replace('background:#14213d;color:#fff', 'background:#fff;color:#14213d;box-shadow:inset 0 0 0 2px #14213d');
  const versions = document.createElement('ul');
  versions.style.cssText = `${panel};list-style:none;flex-direction:column;gap:8px`;
  shown(versions, false);
  /** The file of the entry the CMS shows now, or none (its lists, a new entry). */
  const openEntry = () => {
    const [, collection = '', name = ''] = /^#\/collections\/([^/]+)\/entries\/([^/?]+)$/.exec(location.hash) ?? [];
    const pattern = entries[collection];
    return pattern && name && name !== 'new' ? pattern.replace('{}', decodeURIComponent(name)) : undefined;
  };
  const follow = () => {
    earlier.hidden = openEntry() === undefined;
    shown(versions, false);
  };
  window.addEventListener('hashchange', follow);
  follow();
  earlier.addEventListener('click', async () => {
    const path = openEntry();
    if (!path) return;
    versions.replaceChildren();
    const list: { commit: string; date: string; changed: string; current: boolean }[] = await (
      await fetch(`${history}?path=${encodeURIComponent(path)}`)
    )
      .json()
      .catch(() => []);
    if (!list.length) {
      const none = document.createElement('li');
      none.textContent = 'No earlier version: this entry has not been online yet.';
      versions.append(none);
    }
    for (const { commit, date, changed, current } of list) {
      const item = document.createElement('li');
      const when = new Date(date).toLocaleString('en-GB', moment);
      if (current) {
        // The version he has now: putting it back would change nothing.
        item.textContent = `As you have it now, from ${when} (that day’s change: ${changed})`;
        versions.append(item);
        continue;
      }
      const back = document.createElement('button');
      back.type = 'button';
      back.textContent = `Put back as it was on ${when}`;
      back.style.cssText = 'padding:6px 12px;border:2px solid #14213d;border-radius:6px;background:#fff;color:#14213d;font:inherit;cursor:pointer';
      const note = document.createElement('span');
      note.textContent = ` (that day’s change: ${changed})`;
      note.style.cssText = 'font-size:13px;color:#4a4a4a';
      back.addEventListener('click', async () => {
        const answer: { done: boolean; words: string } = await (
          await fetch(history, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path, commit }) })
        ).json();
        shown(versions, false);
        say(answer.words, answer.done);
        // The form shows the version put back once the entry is loaded again; the line is said again after.
        if (answer.done) {
          sessionStorage.setItem(kept, answer.words);
          location.reload();
        }
      });
      item.append(back, note);
      versions.append(item);
    }
    shown(versions, true);
  });
  choices.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen: Record<string, string> = {};
    for (const radio of choices.querySelectorAll<HTMLInputElement>('input:checked')) chosen[radio.dataset.key ?? ''] = radio.value;
    void press(chosen);
  });
  box.append(line, choices, versions, earlier, button);
  document.body.append(box);
}
