import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame every outline icon of the site is drawn in: 24 units, a round 2-unit stroke in the
 * text's colour, 20 px unless sized. Drawn inline (no icon font, no request) and decorative: the
 * text or the accessible name of what it sits in says what it means.
 */
export function SvgIcon({ children, ...props }: IconProps) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
