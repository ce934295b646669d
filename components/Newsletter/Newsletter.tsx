// The newsletter's sign-up (Settings → Newsletter), under each article and on the show's page while
// the owner has set its address: a plain form that posts the reader's email address to his
// newsletter service (its page then thanks him and asks him to confirm), so it works without a
// script; the page's policy lets the form post there alone (scripts/pipeline/postbuild/csp.ts). Where
// his address goes is said on the privacy page, linked here.
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { labelOf, privacyRoute } from '#model/routes.ts';
import { resolveNewsletter } from '#model/settings.ts';
import { button } from '@/styles/button.css';
import * as styles from './Newsletter.css';

/** Its words beside the owner's: drawn on the server, so no page's scripts carry them. */
const words = {
  email: 'Your email address',
  subscribe: 'Subscribe',
  sentTo: (service: string) => `Your address goes to ${service}, which sends the letters; more in the`,
};

export function Newsletter() {
  const newsletter = resolveNewsletter();
  if (!newsletter) return null;
  return (
    <section aria-labelledby="newsletter-heading" className={styles.newsletter}>
      <h2 id="newsletter-heading" className={styles.heading}>
        {newsletter.heading}
      </h2>
      <p>{newsletter.text}</p>
      <form method="post" action={newsletter.action} className={styles.form}>
        <label htmlFor="newsletter-email" className={styles.label}>
          {words.email}
        </label>
        <input id="newsletter-email" type="email" name={newsletter.field} required autoComplete="email" className={styles.input} />
        <button type="submit" className={button({ kind: 'primary' })}>
          {words.subscribe}
        </button>
      </form>
      <p className={styles.note}>
        {words.sentTo(newsletter.service)} <SiteLink href={privacyRoute.path}>{labelOf(privacyRoute.path)}</SiteLink>.
      </p>
    </section>
  );
}
