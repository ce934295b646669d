import { basePath } from '#model/basePath.ts';
import { searchWords } from '#model/searchWords.ts';
import { searchAttribute, searchFolder, type SearchPlace } from '@/lib/search';
import * as styles from './SiteSearch.css';

/** What this build's search script needs: where the index is, and the classes it draws results with. */
const place: SearchPlace = {
  index: `${basePath}/${searchFolder}/pagefind.js`,
  base: `${basePath}/`,
  classes: {
    results: styles.results,
    result: styles.result,
    title: styles.title,
    meta: styles.meta,
    excerpt: styles.excerpt,
    more: `${styles.button} ${styles.more}`,
  },
};

/**
 * The search box and its results: a labelled search landmark, the results announced as they come
 * (a status line). The page's own inline script runs it (./searchOnPage.ts), not React: what it
 * draws is in a part React leaves alone (its HTML set once, empty but the status line, and never
 * compared). Without that script (no JavaScript, or the owner's preview) the form asks for the
 * page again with the query in its address (`?q=`), where the script runs it on arrival.
 */
export function SiteSearch() {
  return (
    <div className={styles.search} {...{ [searchAttribute]: JSON.stringify(place) }}>
      <form role="search" aria-label={searchWords.label} className={styles.form}>
        <label htmlFor="site-search" className={styles.label}>
          {searchWords.label}
        </label>
        <div className={styles.row}>
          <input id="site-search" type="search" name="q" autoComplete="off" spellCheck={false} className={styles.input} />
          <button type="submit" className={styles.button}>
            {searchWords.button}
          </button>
        </div>
      </form>
      {/* A development server (the owner's preview) has no index: said so, not as a failure to reload away. */}
      {process.env.NODE_ENV === 'development' ? <p className={styles.status}>{searchWords.inPreview}</p> : null}
      <div className={styles.found} dangerouslySetInnerHTML={{ __html: `<p role="status" class="${styles.status}"></p>` }} />
    </div>
  );
}
