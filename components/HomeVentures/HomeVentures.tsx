import { homeVentures, venturesPage } from '#model/ventures.ts';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { grid } from '@/styles/layout.css';
import { Section } from '@/components/Section/Section';
import { VentureSummary } from './VentureSummary';

/** The home page's six ventures, each a card that opens a dialog with its name and description. */
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
            <VentureSummary id={id} name={name} description={description} closeLabel={venturesPage.closeLabel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
