// The CMS page's *Put it online* button, on the owner's computer alone (`npm run edit` serves it
// beside the CMS): in the page's lower right corner, away from Publish, always there. Pressed, it
// asks the editor to send what he published (./online.ts) and says what happened in a line
// beside it, in his words, until he presses again or closes it. Self-contained: the CMS's page runs it.

/** Where the editor answers the button, below the site's base path. */
export const onlinePath = '/api/online';
/** The button's words. */
export const onlineLabel = 'Put it online';

/** Adds the button to the CMS's page; `url` is where the editor answers it. */
export function showOnlineButton(url: string, label: string): void {
  const box = document.createElement('div');
  box.style.cssText =
    'position:fixed;right:16px;bottom:16px;z-index:9999;display:flex;flex-direction:column;align-items:end;gap:8px;max-width:28rem;font:15px/1.5 system-ui,sans-serif';
  const line = document.createElement('p');
  line.style.cssText = 'margin:0;padding:12px 16px;border-radius:8px;background:#fff;color:#1b1b1b;box-shadow:0 8px 24px rgba(0,0,0,.3)';
  line.hidden = true;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.style.cssText =
    'padding:10px 18px;border:0;border-radius:8px;background:#14213d;color:#fff;font:inherit;font-weight:600;cursor:pointer;outline-offset:3px';
  const say = (words: string, ok: boolean) => {
    // A success is said politely; a refusal at once.
    line.setAttribute('role', ok ? 'status' : 'alert');
    line.style.borderLeft = `6px solid ${ok ? '#1e6b3a' : '#b3261e'}`;
    line.textContent = words;
    line.hidden = false;
  };
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = 'Putting it online…';
    line.hidden = true;
    try {
      const answer: { online: boolean; words: string } = await (await fetch(url, { method: 'POST' })).json();
      say(answer.words, answer.online);
    } catch {
      say('Not online yet: the editor on your computer has stopped. Start it again with npm run edit, then press Put it online.', false);
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  });
  box.append(line, button);
  document.body.append(box);
}
