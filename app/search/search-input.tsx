import type { InputHTMLAttributes, Ref } from 'react';
import styles from './search-input.module.css';

/** the query field of both search UIs: placeholder 'Поиск...' (spec §2.3, §2.4), autofocused */
export function SearchInput({ inputProps, inputRef }: { inputProps: InputHTMLAttributes<HTMLInputElement>; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <input
      {...inputProps}
      ref={inputRef}
      type="text"
      className={styles.input}
      placeholder="Поиск..."
      aria-label="Поиск по сайту"
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="none"
      spellCheck={false}
      enterKeyHint="search"
      data-autofocus
    />
  );
}
