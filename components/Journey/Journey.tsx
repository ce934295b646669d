import { aboutPage } from '#model/about.ts';
import { Photo } from '@/components/Photo/Photo';
import { Section } from '@/components/Section/Section';
import * as styles from './Journey.css';

/** 'My Journey': the career story. */
export function Journey() {
  return (
    <Section id="journey" heading={aboutPage.journeyHeading}>
      <div className={styles.layout}>
        <div className={styles.prose}>
          {aboutPage.journey.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <div className={styles.figure}>
          <Photo photo={aboutPage.journeyImage} slot="journey" className={styles.photo} />
        </div>
      </div>
    </Section>
  );
}
