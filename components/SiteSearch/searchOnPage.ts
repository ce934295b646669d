// The search page's own script: the search runs without the page's scripts (React and the rest,
// ~140 KB that come on a visitor's intent: scripts/pipeline/postbuild/defer-scripts.ts), so the first
// query costs what Pagefind needs and nothing else. The post-build step puts it in <head> of the
// page marked `searchAttribute` as an inline script (scripts/pipeline/postbuild/inline-script.ts):
// whole in itself, naming nothing outside it; what it needs comes as its arguments (the site's
// words and helpers) and from the mark's value (this build's index and classes: `SearchPlace`).
// Nothing a result says is markup: its words are text nodes, its matched words <mark>s.
import type { dayWriting } from '#model/dates.ts';
import type { searchWords } from '#model/searchWords.ts';
import type { SearchPlace, searchKinds } from '@/lib/search';
import type { excerptPieces, momentOf, phraseExcerpt } from './excerpt';

/** What this page uses of Pagefind's browser API (https://pagefind.app/docs/api/): an instance of its own. */
interface PagefindModule {
  createInstance(options: { basePath: string; noWorker: boolean; metaCacheTag: string }): Pagefind;
}
interface Pagefind {
  options(options: { baseUrl: string; excerptLength?: number }): Promise<void>;
  /** Loads its WebAssembly and metadata, ahead of a search. */
  init(): Promise<void>;
  /** Loads the index chunks a query will need, ahead of its search. */
  preload(query: string): Promise<void>;
  search(query: string): Promise<{ results: Found[] } | null>;
}
interface Found {
  data(): Promise<{ url: string; excerpt: string; content: string; meta: { title?: string; kind?: string; date?: string } }>;
}

/**
 * Runs in <head> of the search page. Typing searches after a pause, Enter at once; the query stays
 * in the address (`?q=`), so a search can be shared, and one shared (or submitted before this ran:
 * the form's own GET) runs on arrival. Pagefind starts as the page comes, and each word typed loads
 * the index chunks it needs, so the search sent waits only for its results' own fragments.
 * The count is said (a status line, announced), the first 20 results listed, each a link with its
 * kind, date and the words that matched (a transcript's opening at the turn that says them), and
 * a button shows the next 20, the first of them focused: where the reader goes on from.
 */
export function searchOnPage(
  d: Document,
  mark: string,
  words: Pick<typeof searchWords, 'searching' | 'failed' | 'results'>,
  found: typeof searchWords.found,
  none: typeof searchWords.none,
  more: typeof searchWords.more,
  kinds: typeof searchKinds,
  day: typeof dayWriting,
  excerpt: typeof excerptPieces,
  phrase: typeof phraseExcerpt,
  moment: typeof momentOf,
  playFrom: string,
): void {
  // Once per document: run again (the search page reached again by the page's scripts), it searches what the address asks.
  const installed = '__ojSearch';
  if (Reflect.get(self, installed)) return void d.dispatchEvent(new Event(installed));
  Reflect.set(self, installed, true);
  const shown = 20;
  const dayFormat = new Intl.DateTimeFormat(day.locale, day.options);
  let loading: Promise<Pagefind> | undefined;
  let latest = '';
  let pause: ReturnType<typeof setTimeout> | undefined;

  const root = () => d.querySelector(`[${mark}]`);
  const place = (search: Element) => JSON.parse(search.getAttribute(mark) ?? '') as SearchPlace;
  const pagefind = (search: Element) =>
    (loading ??= (async () => {
      const { index, base } = place(search);
      const folder = index.replace(/[^/]*$/, '');
      // The search page's own document asked for its files with it, its entry under its index's tag
      // (scripts/pipeline/postbuild/search-preload.ts). Reached by the page's scripts, the entry and
      // WebAssembly are asked for here, beside the script, under this visit's tag.
      const entry = d.querySelector<HTMLLinkElement>('link[rel="preload"][href*="pagefind-entry.json?"]');
      const tag = entry ? (new URL(entry.href).searchParams.get('ts') ?? '') : String(Date.now());
      for (const file of entry ? [] : [`pagefind-entry.json?ts=${tag}`, `wasm.${d.documentElement.lang}.pagefind`]) {
        const link = d.createElement('link');
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
        link.href = folder + file;
        link.rel = 'preload';
        d.head.append(link); // whole: a preload in the page before its address would be one to nothing
      }
      // Without its worker: one request fewer before the first results (0.6 s on the bench's slow phone, measured).
      const { createInstance } = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ index)) as PagefindModule;
      const api = createInstance({ basePath: folder, noWorker: true, metaCacheTag: tag });
      await api.options({ baseUrl: base, excerptLength: 24 });
      return api;
    })());
  /** Work done ahead of a search: a failure is the search's to say, when there is one. */
  const ahead = (search: Element, work: (api: Pagefind) => Promise<void>) =>
    pagefind(search)
      .then(work)
      .catch(() => 0);
  const element = <Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string, text = '') => {
    const made = d.createElement(tag);
    made.className = className;
    made.textContent = text;
    return made;
  };

  /** Results read and drawn, each a list item, in order. */
  const items = (classes: SearchPlace['classes'], results: Found[], query: string) => Promise.all(results.map((result) => item(classes, result, query)));
  /** A result read (its fragment fetched) and drawn as a list item. */
  const item = (classes: SearchPlace['classes'], result: Found, query: string) =>
    result.data().then(({ url, excerpt: words, content, meta }) => {
      const at = meta.kind === 'Transcript' ? moment(content, query, playFrom) : undefined;
      const item = element('li', classes.result);
      const heading = item.appendChild(element('h2', classes.title));
      const link = heading.appendChild(element('a', '', meta.title || url));
      link.href = at === undefined ? url : `${url}#t=${at}`;
      const about = item.appendChild(element('p', classes.meta, kinds[meta.kind as keyof typeof kinds] ?? kinds.Page));
      if (meta.date) {
        about.append(' · ');
        about.appendChild(element('time', '', dayFormat.format(new Date(meta.date)))).dateTime = meta.date;
      }
      const said = item.appendChild(element('p', classes.excerpt));
      for (const piece of phrase(content, query) ?? excerpt(words)) said.append(typeof piece === 'string' ? piece : element('mark', '', piece.matched));
      return item;
    });

  const run = (raw: string) => {
    const search = root();
    const status = search?.querySelector('[role="status"]');
    if (!search || !status) return;
    const query = raw.trim();
    latest = query;
    clearTimeout(pause);
    const address = new URL(location.href);
    if (query) address.searchParams.set('q', query);
    else address.searchParams.delete('q');
    history.replaceState(history.state, '', address);
    for (const old of search.querySelectorAll('ol, button[type="button"]')) old.remove();
    status.textContent = query ? words.searching : '';
    if (!query) return;
    const { classes } = place(search);
    const failed = () => latest === query && (status.textContent = words.failed);
    pagefind(search)
      .then((api) => api.search(query))
      .then(async (answer) => {
        const all = answer?.results ?? [];
        // Each drawn as its fragment comes, in order: the first do not wait for the twentieth (six at a time over HTTP/1.1).
        const first = all.slice(0, shown).map((result) => item(classes, result, query));
        const list = element('ol', classes.results);
        list.setAttribute('role', 'list');
        list.setAttribute('aria-label', words.results);
        for (const next of first) {
          const drawn = await next;
          if (latest !== query) return;
          if (!list.isConnected) status.after(list);
          list.append(drawn);
          if (list.children.length === 1) status.textContent = found(all.length, query);
        }
        if (latest !== query) return;
        if (!all.length) status.textContent = none(query);
        if (all.length <= shown) return;
        const button = element('button', classes.more, more(Math.min(shown, all.length - shown)));
        button.type = 'button';
        list.after(button);
        button.addEventListener('click', () => {
          const count = list.children.length;
          items(classes, all.slice(count, count + shown), query).then((next) => {
            if (latest !== query) return;
            list.append(...next);
            next[0]?.querySelector('a')?.focus();
            const left = all.length - list.children.length;
            if (left > 0) button.textContent = more(Math.min(shown, left));
            else button.remove();
          }, failed);
        });
      })
      .catch(failed);
  };

  const field = (event: Event) => {
    const target = event.target as Element;
    return target.closest?.(`[${mark}]`) && target instanceof HTMLInputElement && target.name === 'q' ? target : undefined;
  };
  d.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.closest(`[${mark}]`)) return;
    event.preventDefault();
    run((form.elements.namedItem('q') as HTMLInputElement | null)?.value ?? '');
  });
  d.addEventListener('input', (event) => {
    const box = field(event);
    if (!box) return;
    clearTimeout(pause);
    pause = setTimeout(() => run(box.value), 350);
    const search = root();
    if (search && box.value.trim()) ahead(search, (api) => api.preload(box.value.trim()));
  });
  const arrive = () => {
    const search = root();
    if (!search) return;
    // Pagefind starts as the search page comes: what a first search needs is there by the time a word is typed.
    ahead(search, (api) => api.init());
    const query = new URLSearchParams(location.search).get('q');
    const box = search.querySelector<HTMLInputElement>('input[name="q"]');
    // Searched already in this drawing of the page (its status says so): once is enough.
    if (!query?.trim() || !box || search.querySelector('[role="status"]')?.textContent) return;
    box.value = query;
    run(query);
  };
  d.addEventListener(installed, arrive);
  if (d.readyState == 'loading') d.addEventListener('DOMContentLoaded', arrive);
  else arrive();
}
