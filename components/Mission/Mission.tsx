import { aboutPage } from '#model/about.ts';
import { BlurbCard } from '@/components/BlurbCard/BlurbCard';
import { grid } from '@/styles/layout.css';
import { Section } from '@/components/Section/Section';
import * as styles from './Mission.css';

/** The mission statement, then what it means for businesses and for individuals. */
export function Mission() {
  return (
    <Section id="mission" tone="alt" heading={aboutPage.missionHeading}>
      <p className={styles.statement}>{aboutPage.mission}</p>
      <ul role="list" className={grid({ columns: 2 })}>
        {aboutPage.missionBlurbs.map((blurb) => (
          <li key={blurb.title}>
            <BlurbCard blurb={blurb} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
