import { SvgIcon } from '../lib/svg-icon.tsx';

// Decorative: every control these sit in has its own accessible name.

export function SearchIcon({ size = 18 }: { size?: number }) {
  return (
    <SvgIcon width={size} height={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </SvgIcon>
  );
}

export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <SvgIcon width={size} height={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </SvgIcon>
  );
}
