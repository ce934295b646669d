import type { Content } from '#model/registry.ts';
import { BlurbCard } from '@/components/BlurbCard/BlurbCard';
import { grid } from '@/styles/layout.css';
import { Section } from '@/components/Section/Section';
import * as styles from './Mission.css';

/** The mission statement, then what it means for businesses and for individuals. */
export function Mission({ copy }: { copy: Pick<Content<'about'>, 'missionHeading' | 'mission' | 'missionBlurbs'> }) {
  return (
    <Section id="mission" tone="alt" heading={copy.missionHeading}>
      <p className={styles.statement}>{copy.mission}</p>
      <ul role="list" className={grid({ columns: 2 })}>
        {copy.missionBlurbs.map((blurb) => (
          <li key={blurb.title}>
            <BlurbCard blurb={blurb} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
