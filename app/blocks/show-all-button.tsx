import { useEffect, useRef } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import styles from './show-all-button.module.css';

interface ShowAllButtonProps {
  expanded: boolean;
  /** the id of the list the button shows in full */
  controls: string;
  /** 'Показать все отзывы (10)' */
  showText: string;
  /** 'Скрыть отзывы' */
  hideText: string;
  onToggle: () => void;
}

/** the "show all / hide" button under a shortened list (reviews, services, articles) */
export function ShowAllButton({ expanded, controls, showText, hideText, onToggle }: ShowAllButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const previous = useRef(expanded);
  useEffect(() => {
    if (previous.current === expanded) return;
    previous.current = expanded;
    // hiding a long list moves the button up: keep it (and the visitor's focus) in view
    if (!expanded) buttonRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);

  return (
    <button ref={buttonRef} type="button" className={styles.button} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      <span>{expanded ? hideText : showText}</span>
      <ChevronDownIcon className={styles.chevron} width={18} height={18} />
    </button>
  );
}
