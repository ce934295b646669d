import { SiteLink } from '@/components/SiteLink/SiteLink';
import type { Service } from '#model/types.ts';
import { Icon } from '@/components/Icon/Icon';
import * as styles from './ServiceCard.css';

interface ServiceCardProps {
  service: Service;
  /** The "learn more" cue under the description. */
  moreLabel: string;
}

/** A service in brief, linking to its section on /services. */
export function ServiceCard({ service, moreLabel }: ServiceCardProps) {
  return (
    <article className={styles.card}>
      <span className={styles.icon}>
        <Icon name={service.icon} />
      </span>
      <h3 className={styles.title}>
        <SiteLink href={`/services#${service.id}`} className={styles.link}>
          {service.title}
        </SiteLink>
      </h3>
      <p className={styles.description}>{service.description}</p>
      <p className={styles.more} aria-hidden="true">
        {moreLabel}
      </p>
    </article>
  );
}
