// One line above everything in the CMS's page (below its top bar, whose Publish it must not cover),
// in the owner's words: what was refused, where he
// is (the editor scrolled to the field, the media window open). Decap's own notices go after eight
// seconds, behind a window; this one stays until what it says is done, or he closes it.

/** Shows `words` in the line `id` (replacing it), with a Close button where `closable`. */
export function showLine(root: Document, id: string, words: string, { closable = true } = {}): HTMLElement {
  root.getElementById(id)?.remove();
  const line = root.createElement('div');
  line.id = id;
  line.setAttribute('role', 'alert');
  line.style.cssText = 'position:fixed;top:76px;left:50%;transform:translateX(-50%);z-index:2147483647;max-width:40rem;display:flex;gap:16px;align-items:start;padding:14px 18px;border-radius:8px;border-left:6px solid #b3261e;background:#fff;color:#1b1b1b;box-shadow:0 8px 24px rgba(0,0,0,.3);font:16px/1.5 system-ui,sans-serif';
  const text = root.createElement('p');
  text.style.margin = '0';
  text.textContent = words;
  line.append(text);
  if (closable) {
    const close = root.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.style.cssText = 'flex:none;padding:6px 12px;border:2px solid #1b1b1b;border-radius:6px;background:#fff;font:inherit;cursor:pointer';
    close.addEventListener('click', () => line.remove());
    line.append(close);
  }
  root.body.append(line);
  return line;
}
