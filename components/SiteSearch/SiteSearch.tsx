'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DateText } from '@/components/DateText/DateText';
import { basePath } from '#model/basePath.ts';
import { searchWords } from '#model/searchWords.ts';
import { askedBy, replay } from '@/lib/earlyActions';
import { searchFolder, searchKinds, type SearchKind } from '@/lib/search';
import { excerptPieces, momentOf, phraseExcerpt, type ExcerptPiece } from './excerpt';
import * as styles from './SiteSearch.css';

/** What this page uses of Pagefind's browser API (https://pagefind.app/docs/api/). */
interface Pagefind {
  options(options: { baseUrl: string; excerptLength?: number }): Promise<void>;
  search(query: string): Promise<{ results: Found[] } | null>;
}
interface Found {
  data(): Promise<ResultData>;
}
interface ResultData {
  url: string;
  excerpt: string;
  content: string;
  meta: { title?: string; kind?: string; date?: string };
}

/** A result as the page lists it. */
interface Result {
  url: string;
  title: string;
  kind: string;
  date?: string;
  excerpt: ExcerptPiece[];
}

/** How many results are listed at once: the first so many, then so many more at each press. */
const shown = 20;

let loading: Promise<Pagefind> | undefined;

/** Pagefind's API, loaded from the export on the first search only (never bundled: it is the index's own). */
function pagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${basePath}/${searchFolder}/pagefind.js`;
    const api = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as Pagefind;
    await api.options({ baseUrl: `${basePath}/`, excerptLength: 24 });
    return api;
  })();
  return loading;
}

/** Every page that matches `query`, before any is read. */
const find = async (query: string): Promise<Found[]> => (await (await pagefind()).search(query))?.results ?? [];

/** Results read, each with its title, kind, date and the words that matched; a transcript's opening at the turn that says them. */
async function read(found: readonly Found[], query: string): Promise<Result[]> {
  const data = await Promise.all(found.map((result) => result.data()));
  return data.map(({ url, excerpt, content, meta }) => {
    const moment = meta.kind === 'Transcript' ? momentOf(content, query) : undefined;
    return {
      url: moment === undefined ? url : `${url}#t=${moment}`,
      title: meta.title || url,
      kind: searchKinds[meta.kind as SearchKind] ?? searchKinds.Page,
      ...(meta.date ? { date: meta.date } : {}),
      excerpt: phraseExcerpt(content, query) ?? excerptPieces(excerpt),
    };
  });
}

/** Focuses a result as it arrives (one function for all, so a result is focused once, not at each render). */
const focusOnArrival = (link: HTMLElement | null) => link?.focus();

type State =
  { status: 'idle' } | { status: 'searching'; query: string } | { status: 'done'; query: string; results: Result[]; found: Found[] } | { status: 'failed' };

/**
 * The search box and its results: a labelled search landmark, the results announced as they come
 * (a status line), each a link with its kind, date and the words that matched. Typing searches
 * after a pause; Enter at once. The query stays in the address (`?q=`), so a search can be shared,
 * and one shared runs on arrival (the loader takes the address as the visitor's intent); a submit
 * pressed before the scripts came is done again once they have (lib/earlyActions.ts).
 */
export function SiteSearch() {
  const [state, setState] = useState<State>({ status: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef('');
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);

  const run = (raw: string) => {
    const query = raw.trim();
    latest.current = query;
    clearTimeout(pause.current);
    const address = new URL(location.href);
    if (query) address.searchParams.set('q', query);
    else address.searchParams.delete('q');
    history.replaceState(history.state, '', address);
    if (!query) return setState({ status: 'idle' });
    setState({ status: 'searching', query });
    find(query)
      .then(async (found) => ({ found, results: await read(found.slice(0, shown), query) }))
      .then(
        ({ found, results }) => latest.current === query && setState({ status: 'done', query, results, found }),
        () => setState({ status: 'failed' }),
      );
  };

  // A search in the address (a shared link, a submit before the scripts), or words typed before them.
  useEffect(() => {
    const query = new URLSearchParams(location.search).get('q') ?? input.current?.value ?? '';
    if (input.current && query) input.current.value = query;
    if (query.trim()) run(query);
    return () => clearTimeout(pause.current);
  }, []); // once, as the page becomes React's

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(input.current?.value ?? '');
  };
  // The next results, the first of them focused (`shownBefore`): where the reader goes on from.
  const [shownBefore, setShownBefore] = useState(-1);
  const more = () => {
    if (state.status !== 'done') return;
    const { query, results, found } = state;
    read(found.slice(results.length, results.length + shown), query).then(
      (next) => {
        if (latest.current !== query) return;
        setShownBefore(results.length);
        setState({ ...state, results: [...results, ...next] });
      },
      () => setState({ status: 'failed' }),
    );
  };
  const typed = () => {
    clearTimeout(pause.current);
    pause.current = setTimeout(() => run(input.current?.value ?? ''), 350);
  };

  const status =
    state.status === 'searching'
      ? searchWords.searching
      : // A development server (the owner's preview) has no index: said so, not as a failure to reload
        // away (its words here, so that a build, where the branch is gone, carries none of them).
        state.status === 'failed'
        ? process.env.NODE_ENV === 'development'
          ? 'Search is made from every page when your site is built, so it works on your site once it is online, not in this preview.'
          : searchWords.failed
        : state.status === 'done'
          ? state.found.length
            ? searchWords.found(state.found.length, state.query)
            : searchWords.none(state.query)
          : '';

  return (
    <div className={styles.search}>
      <form role="search" aria-label={searchWords.label} className={styles.form} onSubmit={submit} {...replay('submit')} {...askedBy('q')}>
        <label htmlFor="site-search" className={styles.label}>
          {searchWords.label}
        </label>
        <div className={styles.row}>
          <input ref={input} id="site-search" type="search" name="q" autoComplete="off" spellCheck={false} className={styles.input} onInput={typed} />
          <button type="submit" className={styles.button}>
            {searchWords.button}
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {state.status === 'done' && state.results.length ? (
        <ol role="list" aria-label={searchWords.results} className={styles.results}>
          {state.results.map((result, index) => (
            <li key={result.url} className={styles.result}>
              <h2 className={styles.title}>
                <a href={result.url} ref={index === shownBefore ? focusOnArrival : undefined}>
                  {result.title}
                </a>
              </h2>
              <p className={styles.meta}>
                {result.kind}
                {result.date ? (
                  <>
                    {' · '}
                    <DateText date={result.date} />
                  </>
                ) : null}
              </p>
              <p className={styles.excerpt}>
                {result.excerpt.map((piece, index) => (typeof piece === 'string' ? piece : <mark key={index}>{piece.matched}</mark>))}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {state.status === 'done' && state.results.length < state.found.length ? (
        <button type="button" className={`${styles.button} ${styles.more}`} onClick={more}>
          {searchWords.more(Math.min(shown, state.found.length - state.results.length))}
        </button>
      ) : null}
    </div>
  );
}
