// /contact: its words and the form's are content/contact.json.
import type { Metadata } from 'next';
import { pageMetadata } from '@/app/pageMetadata';
import { ContactDetails } from '@/components/ContactDetails/ContactDetails';
import { ContactForm } from '@/components/ContactForm/ContactForm';
import { deliveryForm, type DeliveryForm } from '@/components/ContactForm/deliveryForm';
import { PrivacyLine } from '@/components/ContactForm/PrivacyLine';
import { RestoreDraft } from '@/components/ContactForm/RestoreDraft';
import { PageHero } from '@/components/PageHero/PageHero';
import { container } from '@/styles/layout.css';
import { formCopy } from '@/components/ContactForm/copy';
import data from '@/content/contact.json';
import { loadContent } from '#model/registry.ts';
import { labelOf } from '#model/routes.ts';
import { resolveBooking, resolveDelivery } from '#model/settings.ts';
import { site } from '#model/site.ts';
import * as styles from './page.css';

const copy = loadContent('contact', data);
const contactForm = formCopy(copy.form);

export const metadata: Metadata = pageMetadata({ title: labelOf('/contact'), description: copy.metaDescription, path: '/contact' });

/** The delivery the form is built for; a delivering form's privacy note comes rendered here, linked to the privacy page. */
function formDelivery(): DeliveryForm {
  const delivery = deliveryForm(resolveDelivery());
  if (delivery.kind === 'log') return delivery;
  const text = contactForm.privacyNote.replace('{service}', delivery.service);
  return { ...delivery, note: <PrivacyLine text={text} privacy={delivery.privacy} /> };
}

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} image={copy.image} />
      <div className={styles.area}>
        <div className={`${container} ${styles.layout}`}>
          <ContactDetails copy={copy} booking={resolveBooking()} />
          <ContactForm copy={contactForm} options={copy.serviceOptions} delivery={formDelivery()} email={site.emails[0].address} />
          <RestoreDraft />
        </div>
      </div>
    </>
  );
}
