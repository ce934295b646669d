import { counts } from '#model/constants.ts';
import type { Content } from '#model/registry.ts';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { grid } from '@/styles/layout.css';
import { Section } from '@/components/Section/Section';
import { VentureSummary } from './VentureSummary';

/** The home page's six ventures, each a card that opens a dialog with its name and description. */
export function HomeVentures({ copy }: { copy: Content<'ventures'> }) {
  return (
    <Section
      id="ventures"
      eyebrow={copy.eyebrow}
      heading={copy.homeHeading}
      intro={copy.homeIntro}
      footer={
        <ButtonLink href="/ventures" kind="outline">
          {copy.homeLink}
        </ButtonLink>
      }
    >
      <ul role="list" className={grid({ columns: 3 })}>
        {copy.ventures.slice(0, counts.homeVentures).map(({ id, name, description }) => (
          <li key={id}>
            <VentureSummary id={id} name={name} description={description} closeLabel={copy.closeLabel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
