// The search page's own script, inlined in <head> (scripts/pipeline/postbuild/inline-script.ts), so
// the first query costs what Pagefind needs and no more. Whole in itself: what it needs comes as its
// arguments and from the mark's value. Nothing a result says is markup.
import type { dayWriting } from '#model/dates.ts';
import type { searchWords } from '#model/searchWords.ts';
import type { SearchPlace, searchKinds } from '@/lib/search';
import type { excerptPieces, momentOf, phraseExcerpt } from './excerpt';

/** What this page uses of Pagefind's browser API (https://pagefind.app/docs/api/). */
interface PagefindModule {
  createInstance(options: { basePath: string; noWorker: boolean; metaCacheTag: string }): Pagefind;
}
interface Pagefind {
  options(options: { baseUrl: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  preload(query: string): Promise<void>;
  search(query: string): Promise<{ results: Found[] } | null>;
}
interface Found {
  data(): Promise<{ url: string; excerpt: string; content: string; meta: { title?: string; kind?: string; date?: string } }>;
}

/**
 * Typing searches after a pause, Enter at once; the query stays in the address (`?q=`), so a shared
 * one runs on arrival. The count is announced, 20 results listed, and the next 20 get focus.
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
  // Once per document: run again (reached again by the page's scripts), it searches what the address asks.
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
      // The page's own document preloaded its files under its index's tag (postbuild/search-preload.ts);
      // reached by the page's scripts, they are asked for here.
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
      // Without its worker: one request fewer before the first results.
      const { createInstance } = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ index)) as PagefindModule;
      const api = createInstance({ basePath: folder, noWorker: true, metaCacheTag: tag });
      await api.options({ baseUrl: base, excerptLength: 24 });
      return api;
    })());
  /** A failure is the search's to say, when there is one. */
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

  const items = (classes: SearchPlace['classes'], results: Found[], query: string) => Promise.all(results.map((result) => item(classes, result, query)));
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
        // Each drawn as its fragment comes: the first do not wait for the twentieth.
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
    ahead(search, (api) => api.init());
    const query = new URLSearchParams(location.search).get('q');
    const box = search.querySelector<HTMLInputElement>('input[name="q"]');
    // Searched already in this drawing of the page (its status says so).
    if (!query?.trim() || !box || search.querySelector('[role="status"]')?.textContent) return;
    box.value = query;
    run(query);
  };
  d.addEventListener(installed, arrive);
  if (d.readyState == 'loading') d.addEventListener('DOMContentLoaded', arrive);
  else arrive();
}
