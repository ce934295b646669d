import { Icon } from '@/components/Icon/Icon';
import type { Content } from '#model/registry.ts';
import { site } from '#model/site.ts';
import { button } from '@/styles/button.css';
import { SocialLinks } from '@/components/SocialLinks/SocialLinks';
import * as styles from './ContactDetails.css';

const [primaryEmail] = site.emails;

/**
 * Both emails, both phones, the location, the social profiles, a mailto link and, when the owner
 * has a scheduling page, a plain link to book a call there (no embed, no script). Each group's
 * details are an <address>; the headings stay outside them, as HTML's content model requires.
 */
export function ContactDetails({ copy, booking }: { copy: Content<'contact'>; booking?: { href: string; label: string } }) {
  const mailto = (
    <div>
      <a href={`mailto:${primaryEmail.address}`} className={button({ kind: 'outline' })}>
        <Icon name="mail" size={18} />
        {copy.mailtoLabel}
      </a>
    </div>
  );
  return (
    <div className={styles.root}>
      <h2 className={styles.heading}>{copy.detailsHeading}</h2>
      <div className={styles.group}>
        <h3 className={styles.groupHeading}>
          <Icon name="mail" size={20} /> {copy.emailHeading}
        </h3>
        <address>
          <LinkList links={site.emails.map((email) => ({ purpose: email.purpose, href: `mailto:${email.address}`, text: email.address }))} />
        </address>
      </div>
      <div className={styles.group}>
        <h3 className={styles.groupHeading}>
          <Icon name="phone" size={20} /> {copy.phoneHeading}
        </h3>
        <address>
          <LinkList links={site.phones.map((phone) => ({ purpose: phone.region, href: `tel:${phone.dial}`, text: phone.display }))} />
        </address>
      </div>
      <div className={styles.group}>
        <h3 className={styles.groupHeading}>
          <Icon name="map-pin" size={20} /> {copy.locationHeading}
        </h3>
        <address>{site.location}</address>
      </div>
      <div className={styles.group}>
        <h3 className={styles.groupHeading}>{copy.socialHeading}</h3>
        <SocialLinks tone="page" label={copy.socialHeading} />
      </div>
      {/* Without a booking page, not even an empty slot: the page stays byte for byte as before. */}
      {booking ? (
        <>
          <div>
            <a href={booking.href} className={button({ kind: 'secondary' })}>
              <Icon name="phone" size={18} />
              {booking.label}
            </a>
          </div>
          {mailto}
        </>
      ) : (
        mailto
      )}
    </div>
  );
}

/** Contact links, each under what it is for (`General enquiries`, `UK`). */
function LinkList({ links }: { links: { purpose: string; href: string; text: string }[] }) {
  return (
    <ul role="list" className={styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <span className={styles.purpose}>{link.purpose}</span>
          <a href={link.href} className={styles.link}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
