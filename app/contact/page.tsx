import type { Metadata } from 'next';
import { pageMetadata } from '@/app/pageMetadata';
import { ContactDetails } from '@/components/ContactDetails/ContactDetails';
import { ContactForm } from '@/components/ContactForm/ContactForm';
import { PageHero } from '@/components/PageHero/PageHero';
import { container } from '@/components/Section/Section.css';
import { constants } from '@/content/constants';
import { contactPage as copy, serviceOptions } from '@/content/contact';
import * as styles from './page.css';

export const metadata: Metadata = pageMetadata({ title: copy.title, description: copy.metaDescription, path: '/contact' });

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} image={copy.image} />
      <div className={styles.band}>
        <div className={`${container} ${styles.layout}`}>
          <ContactDetails />
          <ContactForm
            heading={copy.formHeading}
            intro={copy.formIntro}
            labels={copy.fields}
            options={serviceOptions}
            submitLabel={copy.submitLabel}
            noScriptNote={copy.noScriptNote}
            toast={{ title: copy.toastTitle, text: copy.toastText, durationMs: constants.toastDurationMs }}
          />
        </div>
      </div>
    </>
  );
}
