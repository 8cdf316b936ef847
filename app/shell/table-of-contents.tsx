import { useEffect, useState } from 'react';
import { TOC_UPDATE_EVENT } from '../lib/events.ts';
import { useRenderedPage } from './rendered-page.ts';
import { activeHeadingId, listedHeadings, readHeadings, SCROLL_OFFSET_PX, TOC_DELAY_MS } from './toc-headings.ts';
import type { TocEntry } from '../../common/contracts/prerendered-page.ts';
import styles from './table-of-contents.module.css';

/**
 * spec §2.8: 'На этой странице', rebuilt 100 ms after the page renders and on toc:update. A
 * prerendered page brings its entries along, so the list is there from the first paint.
 */
export function TableOfContents({ initialEntries }: { initialEntries?: TocEntry[] | undefined }) {
  const renderedPage = useRenderedPage();
  const [headings, setHeadings] = useState<TocEntry[]>(() => initialEntries ?? []);
  const entries = listedHeadings(headings);
  const [active, setActive] = useState<string | undefined>(undefined);

  useEffect(() => {
    const rebuild = () => {
      const root = document.getElementById('main-content');
      setHeadings(root ? readHeadings(root) : []);
    };
    const timer = setTimeout(rebuild, TOC_DELAY_MS);
    window.addEventListener(TOC_UPDATE_EVENT, rebuild);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(TOC_UPDATE_EVENT, rebuild);
    };
  }, [renderedPage]);

  useEffect(() => {
    if (entries.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = entries.flatMap(({ id }) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(activeHeadingId(tops));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [entries]);

  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <h2 id="toc-title" className={styles.title}>
        На этой странице
      </h2>
      {entries.length === 0 ? (
        <p className={styles.empty}>Нет заголовков</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles[`level${entry.level}`]}>
              <a
                href={`#${entry.id}`}
                className={styles.link}
                aria-current={entry.id === active ? 'location' : undefined}
                onClick={(event) => {
                  const target = document.getElementById(entry.id);
                  if (!target) return;
                  event.preventDefault();
                  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX, behavior: smoothScroll() });
                  history.replaceState(history.state, '', `#${entry.id}`);
                }}
              >
                {entry.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/** smooth unless the visitor asked for less motion (the system setting, or the low-vision version) */
function smoothScroll(): ScrollBehavior {
  return matchMedia('(prefers-reduced-motion: reduce)').matches || document.documentElement.classList.contains('lv') ? 'auto' : 'smooth';
}
