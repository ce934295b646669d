import type { Metadata } from 'next';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { ForgetDraft } from '@/components/ContactForm/ForgetDraft';
import { StatusPage } from '@/components/StatusPage/StatusPage';
import data from '@/content/contact.json';
import { loadContent } from '#model/registry.ts';

// Where a message sent without JavaScript lands (the form service redirects here). Not for
// search results, and not in the sitemap: it only makes sense after a submit.
const { form, messageSent: copy } = loadContent('contact', data);

export const metadata: Metadata = {
  title: form.sentTitle,
  description: copy.metaDescription,
  robots: { index: false, follow: true },
};

/** The confirmation of a message sent by a plain form post: the toast's texts, as a page. */
export default function MessageSentPage() {
  return (
    <>
      <StatusPage heading={form.sentTitle} text={form.sentText}>
        <ButtonLink href="/" kind="primary" size="lg">
          {copy.homeLink}
        </ButtonLink>
        <ButtonLink href="/contact" kind="outlineOnBand" size="lg">
          {copy.contactLink}
        </ButtonLink>
      </StatusPage>
      <ForgetDraft />
    </>
  );
}
