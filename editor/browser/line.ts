// One line above everything in the CMS's page (below its top bar, whose Publish it must not cover),
// in the owner's words: what was refused, where he
// is (the editor scrolled to the field, the media window open). Decap's own notices go after eight
// seconds, behind a window; this one stays until what it says is done, or he closes it.
import { openAnew } from './entry-switch.ts';

/** Where a line leads: a view of the CMS (its address's hash), named; opened in a fresh load of the CMS (./entry-switch.ts). */
export interface LineLink {
  text: string;
  hash: string;
}

/** A press the line offers: its words, and what it does. */
export interface LineButton {
  text: string;
  press(): void;
}

const buttonStyle = 'flex:none;min-height:44px;padding:6px 12px;border:2px solid #1b1b1b;border-radius:6px;background:#fff;font:inherit;cursor:pointer';

function button(root: Document, text: string, press: () => void): HTMLButtonElement {
  const made = root.createElement('button');
  made.type = 'button';
  made.textContent = text;
  made.style.cssText = buttonStyle;
  made.addEventListener('click', press);
  return made;
}

/** Shows `words` in the line `id` (replacing it), with a link to where it leads, its presses, and a Close button where `closable`. */
export function showLine(
  root: Document,
  id: string,
  words: string,
  { closable = true, link, buttons = [] }: { closable?: boolean; link?: LineLink; buttons?: LineButton[] } = {},
): HTMLElement {
  root.getElementById(id)?.remove();
  const line = root.createElement('div');
  line.id = id;
  line.setAttribute('role', 'alert');
  line.style.cssText =
    'position:fixed;top:76px;left:50%;transform:translateX(-50%);z-index:2147483647;max-width:40rem;display:flex;flex-wrap:wrap;gap:12px 16px;align-items:start;padding:14px 18px;border-radius:8px;border-left:6px solid #b3261e;background:#fff;color:#1b1b1b;box-shadow:0 8px 24px rgba(0,0,0,.3);font:16px/1.5 system-ui,sans-serif';
  const text = root.createElement('p');
  text.style.cssText = 'margin:0;flex:1 1 16rem';
  text.textContent = words;
  line.append(text);
  if (link) {
    const to = root.createElement('a');
    to.href = link.hash;
    to.textContent = link.text;
    to.style.cssText = 'flex:none;padding:6px 0;color:#1b1b1b;font-weight:600;text-decoration:underline';
    line.append(to);
    to.addEventListener('click', (event) => {
      event.preventDefault();
      if (root.defaultView) openAnew(root.defaultView, link.hash);
    });
  }
  for (const { text: label, press } of buttons) line.append(button(root, label, press));
  if (closable) line.append(button(root, 'Close', () => line.remove()));
  root.body.append(line);
  return line;
}
