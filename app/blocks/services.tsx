import { useId } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import type { ServiceCard } from '../../common/schema/content-items.ts';
import { ArrowRightIcon, ServiceIcon } from './icons.tsx';
import { SiteLink } from './site-link.tsx';
import { CollapsibleList } from './collapsible-list.tsx';
import styles from './services.module.css';

/** spec §9: service cards shown at first */
export const SERVICES_SHOWN = 6;

/** spec §2.13 ServicesSection: the first six cards, then 'Показать все услуги (N)' / 'Скрыть услуги' */
export function Services({ node }: { node: NodeOfType<'services'> }) {
  return (
    <CollapsibleList
      title={node.title}
      className={styles.services}
      items={node.items}
      shown={SERVICES_SHOWN}
      name="services"
      listClassName={styles.grid}
      itemClassName={styles.item}
      showText={`Показать все услуги (${node.items.length})`}
      hideText="Скрыть услуги"
      renderItem={(card) => <ServiceCardLink card={card} />}
    />
  );
}

/**
 * A card: icon, the 'Часто выбирают' badge, title, description, arrow. The title is the link and
 * its area covers the whole card; the badge and description describe it for screen readers.
 */
function ServiceCardLink({ card }: { card: ServiceCard }) {
  const id = useId();
  const describedBy = [card.popular ? `${id}-badge` : '', `${id}-description`].filter(Boolean).join(' ');
  return (
    <div className={styles.card}>
      {card.showIcon || card.popular ? (
        <div className={styles.top}>
          {card.showIcon ? (
            <span className={styles.icon}>
              <ServiceIcon name={card.icon} width={22} height={22} />
            </span>
          ) : null}
          {card.popular ? (
            <span id={`${id}-badge`} className={styles.badge}>
              Часто выбирают
            </span>
          ) : null}
        </div>
      ) : null}
      <SiteLink href={card.href} className={styles.title} aria-describedby={describedBy}>
        {card.title}
      </SiteLink>
      <p id={`${id}-description`} className={styles.description}>
        {card.description}
      </p>
      {card.showArrow ? <ArrowRightIcon className={styles.arrow} /> : null}
    </div>
  );
}
