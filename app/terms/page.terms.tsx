// The Terms of Service, in the owner's words: a page only while content/terms.json has a text
// (model/published.ts); until then /terms is the specification's not-found page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/pageMetadata';
import { DateText } from '@/components/DateText/DateText';
import { PageHero } from '@/components/PageHero/PageHero';
import { Prose } from '@/components/Prose/Prose';
import contact from '@/content/contact.json';
import data from '@/content/terms.json';
import { loadContent } from '#model/registry.ts';
import { container } from '@/styles/layout.css';
// The not-found boundary every page carries draws its button with this sheet: linked here too,
// it is merged into the page's one stylesheet (scripts/pipeline/postbuild/merge-css.ts), as on the privacy page.
import '@/styles/a11y.css';
import * as styles from './page.css';

// Its words, and its hero: the contact page's photo.
const copy = loadContent('terms', data);
const { image } = loadContent('contact', contact);

export const metadata: Metadata = pageMetadata({ title: copy.heading, description: copy.metaDescription, path: '/terms' });

export default function TermsPage() {
  if (!copy.text.trim()) notFound();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} image={image} />
      <div className={`${container} ${styles.body}`}>
        <p className={styles.updated}>
          {copy.updatedLabel} <DateText date={copy.updated} />
        </p>
        <Prose markdown={copy.text} />
      </div>
    </>
  );
}
