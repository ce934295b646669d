// Over the form Decap draws empty for an unreadable file, a panel naming what is wrong and the press
// that puts back its last good version. Self-contained; every word is text, never markup.

export function showBrokenEntries(url: string, entries: Record<string, string>): void {
  const panelId = 'oj-broken-entry';
  const fileOf = (hash: string) => {
    const [, collection = '', name = ''] = /^#\/collections\/([^/]+)\/entries\/([^/?#]+)/.exec(hash) ?? [];
    const pattern = entries[collection];
    return pattern ? pattern.replace('{}', decodeURIComponent(name)) : undefined;
  };
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '', css = '') => {
    const made = document.createElement(tag);
    made.textContent = text;
    made.style.cssText = css;
    return made;
  };
  async function check() {
    document.getElementById(panelId)?.remove();
    const file = fileOf(location.hash);
    if (!file) return;
    let list: unknown;
    try {
      list = await (await fetch(url, { cache: 'no-store' })).json();
    } catch {
      return; // the editor is not answering: the CMS says so itself
    }
    const broken = (Array.isArray(list) ? list : []).find((each) => each && each.path === file);
    if (!broken || fileOf(location.hash) !== file) return;
    const panel = element(
      'section',
      '',
      'position:fixed;top:66px;left:0;right:0;bottom:0;z-index:9000;overflow:auto;padding:24px 16px;background:#fff;color:#1b1b1b;font:17px/1.5 system-ui,sans-serif',
    );
    panel.id = panelId;
    panel.setAttribute('role', 'alert');
    const box = element('div', '', 'max-width:40rem;margin:0 auto;border-left:6px solid #b3261e;padding:0 16px');
    box.append(element('h2', `${String(broken.entry)} cannot be read`, 'margin:0 0 8px;font-size:22px'));
    for (const problem of Array.isArray(broken.problems) ? broken.problems : []) box.append(element('p', String(problem), 'margin:0 0 8px'));
    const said = element('p', '', 'margin:8px 0;font-weight:600');
    if (broken.lastGood) {
      const press = element(
        'button',
        `Put back its last good version (${String(broken.lastGood.moment)})`,
        'min-height:44px;padding:8px 16px;border:2px solid #1b1b1b;border-radius:6px;background:#fff;font:inherit;cursor:pointer',
      );
      press.type = 'button';
      press.addEventListener('click', async () => {
        press.disabled = true;
        try {
          const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: file }) });
          const answer = await response.json();
          said.textContent = String(answer.words);
          if (answer.done) location.reload();
        } catch {
          said.textContent = 'Not put back: the editor on your computer did not answer. Is it still running? Then press again.';
        }
        press.disabled = false;
      });
      box.append(press);
    } else box.append(element('p', 'It has no earlier version the site can read: show the form, fill it in again, then publish.'));
    const close = element(
      'button',
      'Show the form',
      'min-height:44px;margin:8px 0;padding:8px 16px;border:0;background:none;font:inherit;text-decoration:underline;cursor:pointer',
    );
    close.type = 'button';
    close.addEventListener('click', () => panel.remove());
    box.append(said, close);
    panel.append(box);
    document.body.append(panel);
  }
  addEventListener('hashchange', () => void check());
  void check();
}
