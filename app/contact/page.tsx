import type { Metadata } from 'next';
import { pageMetadata } from '@/app/pageMetadata';
import { ContactDetails } from '@/components/ContactDetails/ContactDetails';
import { ContactForm } from '@/components/ContactForm/ContactForm';
import { deliveryForm } from '@/components/ContactForm/deliveryForm';
import { PageHero } from '@/components/PageHero/PageHero';
import { container } from '@/styles/layout.css';
import { contactForm, contactPage as copy, serviceOptions } from '@/content/contact';
import { resolveContactDelivery } from '@/content/delivery';
import { resolveBooking } from '@/content/settings';
import { site } from '@/content/site';
import * as styles from './page.css';

export const metadata: Metadata = pageMetadata({ title: copy.title, description: copy.metaDescription, path: '/contact' });

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} image={copy.image} />
      <div className={styles.band}>
        <div className={`${container} ${styles.layout}`}>
          <ContactDetails booking={resolveBooking()} />
          <ContactForm
            copy={contactForm}
            options={serviceOptions}
            delivery={deliveryForm(resolveContactDelivery())}
            email={site.emails[0].address}
          />
        </div>
      </div>
    </>
  );
}
