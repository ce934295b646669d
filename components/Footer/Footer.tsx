import { SiteLink } from '@/components/SiteLink/SiteLink';
import { services } from '@/content/services';
import { copyright, legalLinks, quickLinks, site } from '@/content/site';
import { ui } from '@/content/ui';
import { SocialLinks } from '@/components/SocialLinks/SocialLinks';
import * as styles from './Footer.css';

const [email] = site.emails;
const [ukPhone] = site.phones;

/** The shared page footer. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.column}>
          <p className={styles.brand}>{site.name}</p>
          <p>{site.blurb}</p>
          <SocialLinks tone="dark" label={ui.footer.socialLabel} />
        </div>
        <nav aria-label={ui.footer.quickLinksHeading} className={styles.column}>
          <h2 className={styles.heading}>{ui.footer.quickLinksHeading}</h2>
          <ul role="list" className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={styles.link}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={ui.footer.servicesHeading} className={styles.column}>
          <h2 className={styles.heading}>{ui.footer.servicesHeading}</h2>
          <ul role="list" className={styles.list}>
            {services.map((service) => (
              <li key={service.id}>
                <SiteLink href={`/services#${service.id}`} className={styles.link}>
                  {service.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{ui.footer.contactHeading}</h2>
          <address>
            <ul role="list" className={styles.list}>
              <li>
                <a href={`mailto:${email.address}`} className={styles.link}>
                  {email.address}
                </a>
              </li>
              <li>
                <a href={`tel:${ukPhone.dial}`} className={styles.link}>
                  {ukPhone.display}
                </a>
              </li>
              <li>{site.location}</li>
            </ul>
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p>{copyright(year)}</p>
          <ul role="list" aria-label={ui.footer.legalLabel} className={styles.legal}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={styles.link}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
