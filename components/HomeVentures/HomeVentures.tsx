import { homeVentures, venturesPage } from '@/content/ventures';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { grid } from '@/components/CardGrid/CardGrid.css';
import { Section } from '@/components/Section/Section';
import { VentureDialog } from '@/components/VentureDialog/VentureDialog';
import * as dialogStyles from '@/components/VentureDialog/VentureDialog.css';
import { VentureTile } from '@/components/VentureTile/VentureTile';
import * as styles from './HomeVentures.css';

/** The home page's six ventures; each card is one button opening a dialog with the name and description. */
export function HomeVentures() {
  return (
    <Section
      id="ventures"
      eyebrow={venturesPage.eyebrow}
      heading={venturesPage.homeHeading}
      intro={venturesPage.homeIntro}
      footer={
        <ButtonLink href="/ventures" kind="outline">
          {venturesPage.homeLink}
        </ButtonLink>
      }
    >
      <ul role="list" className={grid({ columns: 3 })}>
        {homeVentures.map(({ id, name, description }) => (
          <li key={id}>
            <VentureDialog
              id={`home-venture-${id}`}
              titleId={`home-venture-${id}-title`}
              triggerClassName={styles.card}
              triggerLabelledBy={`home-venture-${id}-name`}
              closeLabel={venturesPage.closeLabel}
              trigger={
                <>
                  <VentureTile id={id}>{name.charAt(0)}</VentureTile>
                  <span className={styles.text}>
                    <span id={`home-venture-${id}-name`} className={styles.name}>
                      {name}
                    </span>
                    <span className={styles.description}>{description}</span>
                  </span>
                </>
              }
            >
              <div className={dialogStyles.header}>
                <VentureTile id={id}>{name.charAt(0)}</VentureTile>
                <h2 id={`home-venture-${id}-title`} className={dialogStyles.title}>
                  {name}
                </h2>
              </div>
              <p>{description}</p>
            </VentureDialog>
          </li>
        ))}
      </ul>
    </Section>
  );
}
