import type { Content } from '#model/registry.ts';
import { Photo } from '@/components/Photo/Photo';
import { Section } from '@/components/Section/Section';
import * as styles from './Journey.css';

/** 'My Journey': the career story. */
export function Journey({ copy }: { copy: Pick<Content<'about'>, 'journeyHeading' | 'journey' | 'journeyImage'> }) {
  return (
    <Section id="journey" heading={copy.journeyHeading}>
      <div className={styles.layout}>
        <div className={styles.prose}>
          {copy.journey.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <div className={styles.figure}>
          <Photo photo={copy.journeyImage} slot="journey" className={styles.photo} />
        </div>
      </div>
    </Section>
  );
}
