import type { InputHTMLAttributes } from 'react';

/** the query field of both search UIs: placeholder 'Поиск...' (spec §2.3, §2.4), autofocused */
export function SearchInput({ inputProps, className }: { inputProps: InputHTMLAttributes<HTMLInputElement>; className: string | undefined }) {
  return (
    <input
      {...inputProps}
      type="text"
      className={className}
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
