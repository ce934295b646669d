import type { Venture } from '#model/types.ts';
import type { Content } from '#model/registry.ts';
import { ui } from '#model/ui.ts';
import { button } from '@/styles/button.css';
import { Icon } from '@/components/Icon/Icon';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { Dialog } from '@/components/Dialog/Dialog';
import { VentureTile } from '@/components/VentureTile/VentureTile';
import { visuallyHidden } from '@/styles/a11y.css';
import * as styles from './VentureCard.css';

/** A venture on /ventures: icon, status, founding year, description, and 'Learn More' for the detail dialog. */
export function VentureCard({ venture, copy }: { venture: Venture; copy: Content<'ventures'> }) {
  const { id, name } = venture;
  const tile = (
    <VentureTile id={id}>
      <Icon name={venture.icon} />
    </VentureTile>
  );
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`}>
      <div className={styles.top}>
        {tile}
        <StatusBadge status={venture.status} label={copy.statusLabels[venture.status]} />
      </div>
      <div>
        <h3 id={`${id}-name`} className={styles.title}>
          {name}
        </h3>
        <p className={styles.founded}>
          {copy.foundedLabel} {venture.foundedYear}
        </p>
      </div>
      <p className={styles.description}>{venture.description}</p>
      <Dialog
        triggerClassName={button({ kind: 'outline' })}
        closeLabel={copy.closeLabel}
        trigger={
          <>
            {copy.learnMoreLabel}
            {/* Heard after it, so each button's name says which venture. */}
            <span className={visuallyHidden}>{` about ${name}`}</span>
          </>
        }
        title={name}
        media={tile}
        badge={<StatusBadge status={venture.status} label={copy.statusLabels[venture.status]} />}
        actions={
          venture.website ? (
            <a href={venture.website} target="_blank" rel="noopener noreferrer" className={button({ kind: 'primary' })}>
              {copy.websiteLabel}
              <Icon name="external-link" size={16} />
              <span className={visuallyHidden}>{ui.newTab}</span>
            </a>
          ) : null
        }
      >
        <p className={styles.founded}>
          {copy.foundedLabel} {venture.foundedYear}
        </p>
        <p>{venture.longDescription}</p>
        <h3 className={styles.sectionHeading}>{copy.featuresHeading}</h3>
        <ul className={styles.features}>
          {venture.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Dialog>
    </article>
  );
}
