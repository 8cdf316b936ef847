import type { ReactNode } from 'react';
import type { PageRecord } from '../../common/schema/db.ts';
import { blockRegistry } from '../blocks/index.ts';
import { BlockRegistryContext } from './registry.ts';
import { renderPageContent } from './render-page.ts';
import { formatRussianDate } from '../blocks/format.ts';
import styles from './page-view.module.css';

/**
 * A page's content through the block registry, under the date a doctor last reviewed it. Its code — the renderer and every block the first
 * load does not need — is a chunk of its own that the page view loads when the app starts: a
 * prerendered page shows its content before that, and React takes the content over once the chunk
 * is here (docs/performance.md, «First load and first paint»).
 */
export function PageBody({ page }: { page: PageRecord }) {
  let content: ReactNode = null;
  try {
    content = renderPageContent(page);
  } catch (error) {
    // spec §8: a compile failure is silently ignored by the page view
    console.error('compiling the page failed', error);
  }
  return (
    <BlockRegistryContext.Provider value={blockRegistry}>
      {page.lastReviewed === undefined ? null : (
        <p className={styles.reviewed}>
          Проверено врачом: <time dateTime={page.lastReviewed}>{formatRussianDate(page.lastReviewed)}</time>
        </p>
      )}
      {content}
    </BlockRegistryContext.Provider>
  );
}
