import { useId, useState } from 'react';
import type { ContactCardVariant, NodeOfType } from '../../common/schema/ast.ts';
import { isMapPoint } from './format.ts';
import { phoneHref } from './format-more.ts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons.tsx';
import { SiteLink } from './site-link.tsx';
import styles from './contact-card.module.css';
import { Picture } from './picture.tsx';

const VARIANT_CLASS: Record<ContactCardVariant, string | undefined> = {
  card: styles.card,
  info: styles.info,
  price: styles.price,
};

/** a link that opens the point in Yandex Maps: nothing is requested unless the visitor follows it */
export function yandexMapsLink(lat: number, lng: number): string {
  if (!isMapPoint(lat, lng)) throw new RangeError('expected a point on Earth');
  return `https://yandex.ru/maps/?pt=${lng},${lat}&z=16&l=map`;
}

/**
 * spec §2.13 Contact card / ContactInfo / PriceContactInfo: one card in three layouts, with photo,
 * organisation, address, phone, e-mail, schedule and the 'Подробнее →' link.
 */
export function ContactCard({ node }: { node: NodeOfType<'contactCard'> }) {
  const { card } = node;
  const titleId = `${useId()}-title`;
  const [photoFailed, setPhotoFailed] = useState(false);
  const showPhoto = card.imageUrl !== undefined && !photoFailed;

  return (
    <section className={`${styles.contact} ${VARIANT_CLASS[node.variant] ?? ''}`} aria-labelledby={titleId} data-variant={node.variant}>
      {showPhoto ? (
        <div className={styles.photo}>
          <Picture picture={node.picture} src={card.imageUrl} alt={card.imageAlt ?? ''} onError={() => setPhotoFailed(true)} />
        </div>
      ) : null}
      <div className={styles.body}>
        {/* the id on the span, not the heading: the table of contents lists headings with ids */}
        <h3 className={styles.title}>
          <span id={titleId}>{card.title}</span>
        </h3>
        <p className={styles.organization}>{card.organization}</p>
        <dl className={styles.details}>
          <div className={styles.row}>
            <dt>
              <MapPinIcon className={styles.icon} />
              Адрес
            </dt>
            <dd>
              {card.address}
              {card.coordinates === undefined ? null : (
                <>
                  {' '}
                  <a className={styles.mapLink} href={yandexMapsLink(card.coordinates.lat, card.coordinates.lng)} target="_blank" rel="noopener noreferrer">
                    Открыть в Яндекс Картах<span className="visually-hidden"> (в новой вкладке)</span>
                  </a>
                </>
              )}
            </dd>
          </div>
          {card.phone === undefined ? null : (
            <div className={styles.row}>
              <dt>
                <PhoneIcon className={styles.icon} />
                Телефон
              </dt>
              <dd>
                <a href={phoneHref(card.phone)}>{card.phone}</a>
              </dd>
            </div>
          )}
          {card.email === undefined ? null : (
            <div className={styles.row}>
              <dt>
                <MailIcon className={styles.icon} />
                Электронная почта
              </dt>
              <dd>
                <a href={`mailto:${card.email}`}>{card.email}</a>
              </dd>
            </div>
          )}
          {card.schedule === undefined ? null : (
            <div className={styles.row}>
              <dt>
                <ClockIcon className={styles.icon} />
                Режим работы
              </dt>
              <dd>
                <ul className={styles.schedule}>
                  {card.schedule.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
        {card.href === undefined ? null : (
          <SiteLink href={card.href} className={styles.more} aria-describedby={titleId}>
            Подробнее →
          </SiteLink>
        )}
      </div>
    </section>
  );
}
