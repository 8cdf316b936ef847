import type { CardNode } from '../../common/schema/ast.ts';
import { ICON_NAMES, type IconName } from '../../common/schema/icons.ts';
import { renderBlocks } from '../page/render-blocks.tsx';
import { ArrowRightIcon, ServiceIcon } from './icons.tsx';
import { SiteLink } from './site-link.tsx';
import styles from './card.module.css';

function isIconName(name: string | undefined): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name ?? '');
}

/** spec §2.13 Card: a title, optional icon and link, markdown inside; with a link the whole card is its target */
export function Card({ node }: { node: CardNode }) {
  return (
    <div className={`${styles.card} ${node.href === undefined ? '' : styles.linked}`}>
      {isIconName(node.icon) ? (
        <span className={styles.icon}>
          <ServiceIcon name={node.icon} width={22} height={22} />
        </span>
      ) : null}
      <h3 className={styles.title}>
        {node.href === undefined ? (
          node.title
        ) : (
          <SiteLink href={node.href} className={styles.link}>
            {node.title}
            <ArrowRightIcon className={styles.arrow} width={18} height={18} />
          </SiteLink>
        )}
      </h3>
      <div className={styles.body}>{renderBlocks(node.children)}</div>
    </div>
  );
}
