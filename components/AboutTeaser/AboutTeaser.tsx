import { SiteLink } from '@/components/SiteLink/SiteLink';
import type { Content } from '#model/registry.ts';
import { Photo } from '@/components/Photo/Photo';
import { Section } from '@/components/Section/Section';
import * as styles from './AboutTeaser.css';

/** Who OJ is in one paragraph, the career in four figures, and the way to the full story. */
export function AboutTeaser({ about, stats }: Pick<Content<'home'>, 'about' | 'stats'>) {
  return (
    <Section id="about" eyebrow={about.eyebrow} heading={about.heading}>
      <div className={styles.layout}>
        <div className={styles.figure}>
          <Photo photo={about.image} slot="portrait" className={styles.photo} />
        </div>
        <div className={styles.text}>
          <p>{about.text}</p>
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.label}>{stat.label}</dt>
                <dd className={styles.value}>{stat.value}</dd>
              </div>
            ))}
          </dl>
          <SiteLink href={about.link.href} className={styles.link}>
            {about.link.label}
          </SiteLink>
        </div>
      </div>
    </Section>
  );
}
