// A page only while the site collects anything (next.config.mjs adds the `collect.tsx` page
// extension then): otherwise /privacy stays the specification's not-found page. In the editor's
// development server the page is always there, and answers while the saved settings collect.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { pageMetadata } from '@/app/pageMetadata';
import { OptOut } from '@/components/Analytics/OptOut';
import { DateText } from '@/components/DateText/DateText';
import { deliveryForm } from '@/components/ContactForm/deliveryForm';
import { PageHero } from '@/components/PageHero/PageHero';
import contact from '@/content/contact.json';
import data from '@/content/privacy.json';
import { loadContent } from '#model/registry.ts';
import { privacyRoute } from '#model/routes.ts';
import { collectsData, plausibleEndpoint, resolveAnalytics, resolveDelivery, resolveNewsletter } from '#model/settings.ts';
import { site } from '#model/site.ts';
import { container } from '@/styles/layout.css';
// The not-found boundary every page carries draws its button with this sheet; the other pages
// link it for their own content. Linked here too, it is merged into the page's one stylesheet
// (scripts/pipeline/postbuild/merge-css.ts) rather than preloaded apart and left unused.
import '@/styles/a11y.css';
import * as styles from './page.css';

// Its words, and its hero: the contact page's photo.
const copy = loadContent('privacy', data);
const { image } = loadContent('contact', contact);

export const metadata: Metadata = pageMetadata({ title: copy.heading, description: copy.metaDescription, path: privacyRoute.path });

/** Who counts the visits: Plausible, or the owner's own Plausible where he hosts it. */
function statisticsService(endpoint: string) {
  return endpoint === plausibleEndpoint ? 'Plausible Analytics (plausible.io, servers in the EU)' : `Plausible Analytics, run at ${new URL(endpoint).host}`;
}

function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.part}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** What the site collects, by which service, why and for how long, and the visitor's rights; the statistics' opt-out. */
export default function PrivacyPage() {
  if (!collectsData()) notFound();
  const delivery = deliveryForm(resolveDelivery());
  const analytics = resolveAnalytics();
  const newsletter = resolveNewsletter();
  const email = site.emails[0].address;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} image={image} />
      <div className={`${container} ${styles.body}`}>
        <div className={styles.prose}>
          <p className={styles.updated}>
            {copy.updatedLabel} <DateText date={copy.updated} />
          </p>
          <Part id="controller" heading={copy.controller.heading}>
            <p>{copy.controller.text}</p>
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          </Part>
          {delivery.kind === 'log' ? null : (
            <Part id="messages" heading={copy.messages.heading}>
              <p>{copy.messages.text.replace('{service}', delivery.service)}</p>
            </Part>
          )}
          {analytics ? (
            <Part id="statistics" heading={copy.statistics.heading}>
              <p>{copy.statistics.text.replace('{service}', statisticsService(analytics.endpoint))}</p>
            </Part>
          ) : null}
          {newsletter ? (
            <Part id="newsletter" heading={copy.newsletter.heading}>
              <p>{copy.newsletter.text.replace('{service}', newsletter.service)}</p>
            </Part>
          ) : null}
          <Part id="rights" heading={copy.rights.heading}>
            <p>{copy.rights.text}</p>
          </Part>
          {analytics ? (
            <Part id="opt-out" heading={copy.optOut.heading}>
              <p>{copy.optOut.text}</p>
              <OptOut label={copy.optOut.label} signalled={copy.optOut.signalled} className={styles.optOut} />
            </Part>
          ) : null}
        </div>
      </div>
    </>
  );
}
