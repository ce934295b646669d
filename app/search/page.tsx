// Search: a visitor finds any article, episode (with what is said in it) or page by its words.
// The index is made by every build from the exported pages (scripts/pipeline/postbuild/search-index.ts);
// the box below loads it only when he searches (components/SiteSearch). Its policy alone lets
// the index's WebAssembly run (scripts/pipeline/postbuild.ts). Without JavaScript, the page says so
// and links the lists there are.
import type { Metadata } from 'next';
import { pageMetadata } from '@/app/pageMetadata';
import { PageHero } from '@/components/PageHero/PageHero';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { SiteSearch } from '@/components/SiteSearch/SiteSearch';
import { SearchByScripts } from '@/components/SiteSearch/SearchByScripts';
import contact from '@/content/contact.json';
import { publishedPaths } from '#model/published.ts';
import { loadContent } from '#model/registry.ts';
import { labelOf, searchPath } from '#model/routes.ts';
import { searchWords } from '#model/searchWords.ts';
import { container } from '@/styles/layout.css';
// The not-found boundary every page carries draws its button with this sheet: linked here too, it
// is merged into the page's one stylesheet (scripts/pipeline/postbuild/merge-css.ts), as on the podcast page.
import '@/styles/a11y.css';
import * as styles from './page.css';

const { image } = loadContent('contact', contact);

export const metadata: Metadata = pageMetadata({ title: labelOf(searchPath), description: searchWords.description, path: searchPath });

export default function SearchPage() {
  const published = publishedPaths();
  const lists = [
    ...(published.includes('/blog') ? [{ href: '/blog', words: searchWords.articles }] : []),
    ...(published.includes('/podcast') ? [{ href: '/podcast', words: searchWords.episodes }] : []),
  ];
  return (
    <>
      <PageHero eyebrow={searchWords.eyebrow} heading={searchWords.heading} intro={searchWords.intro} image={image} />
      <div className={`${container} ${styles.body}`}>
        <SiteSearch />
        <SearchByScripts />
        <noscript>
          <h2 className={styles.heading}>{searchWords.withoutScripts}</h2>
          <p>
            {`${searchWords.needsScripts} `}
            {lists.length
              ? lists.map(({ href, words }, index) => (
                  <span key={href}>
                    {index ? ' or ' : null}
                    <SiteLink href={href}>{words}</SiteLink>
                  </span>
                ))
              : searchWords.pages}
            .
          </p>
        </noscript>
      </div>
    </>
  );
}
