import { SiteLink } from '@/components/SiteLink/SiteLink';
import { copyright, legalLinks, quickLinks, site } from '#model/site.ts';
import type { NavLink, Service } from '#model/types.ts';
import { ui } from '#model/ui.ts';
import { SocialLinks } from '@/components/SocialLinks/SocialLinks';
import * as styles from './Footer.css';

const [email] = site.emails;
const [ukPhone] = site.phones;

/** A list of links inside the site, one per item. */
function LinkList({ links, className, label }: { links: readonly NavLink[]; className: string; label?: string }) {
  return (
    <ul role="list" aria-label={label} className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} className={styles.link}>
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The shared page footer. */
export function Footer({ services }: { services: readonly Service[] }) {
  const serviceLinks: NavLink[] = services.map((service) => ({ label: service.title, href: `/services#${service.id}` }));
  const year = new Date().getFullYear();
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.column}>
          <p className={styles.brand}>{site.name}</p>
          <p>{site.blurb}</p>
          <SocialLinks tone="band" label={ui.footer.socialLabel} />
        </div>
        <nav aria-label={ui.footer.quickLinksHeading} className={styles.column}>
          <h2 className={styles.heading}>{ui.footer.quickLinksHeading}</h2>
          <LinkList links={quickLinks} className={styles.list} />
        </nav>
        <nav aria-label={ui.footer.servicesHeading} className={styles.column}>
          <h2 className={styles.heading}>{ui.footer.servicesHeading}</h2>
          <LinkList links={serviceLinks} className={styles.list} />
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
          <LinkList links={legalLinks} className={styles.legal} label={ui.footer.legalLabel} />
        </div>
      </div>
    </footer>
  );
}
