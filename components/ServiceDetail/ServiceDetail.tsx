import type { Service } from '#model/types.ts';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { Icon } from '@/components/Icon/Icon';
import { iconBox } from '@/styles/iconBox.css';
import * as styles from './ServiceDetail.css';

interface ServiceDetailProps {
  service: Service;
  /** Heading of the list of offerings. */
  offeringsHeading: string;
  /** Text of the button to /contact. */
  inquireLabel: string;
}

/** A service in full, at its own anchor (`/services#ma`). */
export function ServiceDetail({ service, offeringsHeading, inquireLabel }: ServiceDetailProps) {
  const headingId = `${service.id}-title`;
  return (
    <article id={service.id} aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.heading}>
        <span className={iconBox}>
          <Icon name={service.icon} />
        </span>
        {service.title}
      </h2>
      <p className={styles.description}>{service.description}</p>
      <h3 className={styles.offeringsHeading}>{offeringsHeading}</h3>
      <ul role="list" className={styles.offerings}>
        {service.features.map((feature) => (
          <li key={feature} className={styles.offering}>
            <Icon name="check" size={18} className={styles.check} />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink href="/contact" kind="secondary">
        {inquireLabel}
      </ButtonLink>
    </article>
  );
}
