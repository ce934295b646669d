import { constants } from '#model/constants.ts';
import { site } from '#model/site.ts';
import { ui } from '#model/ui.ts';
import { Icon } from '@/components/Icon/Icon';
import { Tooltip } from '@/components/Tooltip/Tooltip';
import * as styles from './SocialLinks.css';

interface SocialLinksProps {
  /** Surface the icons sit on. */
  tone: 'page' | 'band';
  /** Accessible name of the list. */
  label: string;
}

/** The four social profiles as icon links with tooltips, each opening in a new tab. */
export function SocialLinks({ tone, label }: SocialLinksProps) {
  return (
    <ul role="list" aria-label={label} className={styles.list}>
      {site.socials.map((social) => (
        <li key={social.network}>
          <Tooltip label={social.label} openDelayMs={constants.tooltipOpenDelayMs} skipDelayMs={constants.tooltipSkipDelayMs}>
            <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={`${social.label} ${ui.newTab}`} className={styles.link({ tone })}>
              <Icon name={`social-${social.network}`} size={20} />
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
