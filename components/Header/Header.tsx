import { SiteLink } from '@/components/SiteLink/SiteLink';
import { constants } from '#model/constants.ts';
import { headerCta, mainNav, site } from '#model/site.ts';
import { searchInHeader } from '#model/settings.ts';
import { searchWords } from '#model/searchWords.ts';
import { ui } from '#model/ui.ts';
import { searchPath } from '#model/routes.ts';
import { Icon } from '@/components/Icon/Icon';
import { NavMenu } from './NavMenu';
import * as navStyles from './NavMenu.css';
import { ScrollAwareHeader } from './ScrollAwareHeader';
import * as styles from './Header.css';

/** The shared, fixed page header. */
export function Header() {
  return (
    <ScrollAwareHeader threshold={constants.headerScrollThreshold}>
      <div className={styles.bar}>
        <SiteLink href="/" className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            {site.brand}
          </span>
          <span className={styles.name}>{site.name}</span>
        </SiteLink>
        <NavMenu
          links={mainNav}
          cta={headerCta}
          label={ui.mainNavLabel}
          toggleLabel={ui.menuToggle}
          beforeCta={
            searchInHeader ? (
              <SiteLink href={searchPath} className={navStyles.search}>
                <Icon name="search" size={20} />
                <span className={navStyles.searchWord}>{searchWords.eyebrow}</span>
              </SiteLink>
            ) : undefined
          }
        />
      </div>
    </ScrollAwareHeader>
  );
}
