import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { VisitorSiteInfo } from '../../common/schema/navigation.ts';
import { loadSite } from '../data/site-data.ts';
import fallbackSite from 'virtual:navigation-fallback/site';
import { MailIcon, MapPinIcon, PhoneIcon } from './link-icons.tsx';
import { NoScriptContacts } from './no-script-contacts.tsx';
import { NO_SCRIPT_CONTACTS_ID } from './element-ids.ts';
import styles from './footer.module.css';
import { useContentVersion } from '../dev/live-content.ts';

/**
 * spec §2.11: social links, the address (→ /contacts), e-mail and telephone, from content data;
 * beyond it, the contraindications warning, the policy and the page a Russian clinic's site owes its
 * patients (legal details)
 */
export function Footer() {
  const [site, setSite] = useState<VisitorSiteInfo>(fallbackSite);
  // the live preview (development only): load again when npm start says the content changed
  const contentVersion = useContentVersion();
  useEffect(() => {
    let live = true;
    void loadSite().then((loaded) => live && setSite(loaded));
    return () => {
      live = false;
    };
  }, [contentVersion]);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>{site.name}</p>
        <ul className={styles.contacts}>
          <li>
            <MapPinIcon width={18} height={18} />
            <Link href={site.addressHref}>{site.address}</Link>
          </li>
          <li>
            <PhoneIcon width={18} height={18} />
            <a href={`tel:${site.phone}`}>{site.phoneDisplay}</a>
          </li>
          <li>
            <MailIcon width={18} height={18} />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
        </ul>
        {site.social.length > 0 && (
          <ul className={styles.social} aria-label="Мы в соцсетях и мессенджерах">
            {site.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        )}
        <NoScriptContacts site={site} form="Форма обратной связи" id={NO_SCRIPT_CONTACTS_ID} />
        {/* the warning the advertising law (38-ФЗ ст. 24) asks of medical services, on every page */}
        <p className={styles.warning}>Имеются противопоказания. Необходима консультация специалиста.</p>
        <p className={styles.note}>
          <Link href="/privacy-policy">Политика обработки персональных данных</Link>
          {' · '}
          <Link href="/medical-organization">Сведения о медицинской организации</Link>
        </p>
      </div>
    </footer>
  );
}
