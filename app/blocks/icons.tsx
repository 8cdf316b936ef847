import type { ReactNode, SVGProps } from 'react';
import type { IconName } from '../../common/schema/icons.ts';
import type { CalloutKind } from '../../common/schema/ast.ts';

// The blocks' icons, drawn inline: no icon font and no request. Decorative: the text beside each
// icon says what it means, so every one is hidden from assistive technology.

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
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

/** common/schema/icons.ts names → drawings */
const SERVICE_ICON_PATHS: Record<IconName, ReactNode> = {
  brain: (
    <>
      <path d="M9.5 3A3.5 3.5 0 0 0 6 6.5v.2A3.5 3.5 0 0 0 4 10a3.5 3.5 0 0 0 1 2.5A3.5 3.5 0 0 0 6.5 18 3 3 0 0 0 12 19.5V4.8A2.5 2.5 0 0 0 9.5 3Z" />
      <path d="M14.5 3A3.5 3.5 0 0 1 18 6.5v.2a3.5 3.5 0 0 1 2 3.3 3.5 3.5 0 0 1-1 2.5 3.5 3.5 0 0 1-1.5 5.5 3 3 0 0 1-5.5 1.5V4.8A2.5 2.5 0 0 1 14.5 3Z" />
      <path d="M8 10.5c1 0 2 .6 2 2M16 10.5c-1 0-2 .6-2 2" />
    </>
  ),
  child: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <path d="M12 8.5v6M8 11l4-1.5 4 1.5M9.5 21l2.5-6.5 2.5 6.5" />
    </>
  ),
  stethoscope: (
    <>
      <path d="M5 3v5a4 4 0 0 0 8 0V3" />
      <path d="M9 12v2a5 5 0 0 0 10 0v-2" />
      <circle cx="19" cy="10" r="2" />
    </>
  ),
  syringe: (
    <>
      <path d="m18 2 4 4M16 4l4 4M19 5l-9.5 9.5M14.5 5.5l4 4M7 13l4 4M9 11l-5.5 5.5V20.5H7.5L13 15" />
      <path d="m3 21 1.5-1.5" />
    </>
  ),
  pill: (
    <>
      <rect x="2.5" y="8.5" width="19" height="7" rx="3.5" transform="rotate(-45 12 12)" />
      <path d="m8.5 8.5 7 7" />
    </>
  ),
  microscope: (
    <>
      <path d="M6 18h8M3 22h18M14 22a7 7 0 1 0 0-14h-1" />
      <path d="M9 14h2M9 12a2 2 0 0 1-2-2V6h6v4a2 2 0 0 1-2 2Z" />
      <path d="M12 6V3a1 1 0 0 0-1-1H9a1 1 0 0 0-1 1v3" />
    </>
  ),
  dna: (
    <>
      <path d="M7 2c0 6 10 6 10 10S7 16 7 22" />
      <path d="M17 2c0 6-10 6-10 10s10 4 10 10" />
      <path d="M8.5 6h7M8.5 18h7M10 9.5h4M10 14.5h4" />
    </>
  ),
  heart: <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />,
  activity: <path d="M22 12h-4l-3 9L9 3l-3 9H2" />,
  shield: (
    <>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  hand: (
    <>
      <path d="M18 11V6a2 2 0 0 0-4 0v5M14 10V4a2 2 0 0 0-4 0v6M10 10.5V6a2 2 0 0 0-4 0v8" />
      <path d="M18 8a2 2 0 1 1 4 0v6a8 8 0 0 1-8 8h-2c-2.8 0-4.5-.9-6-2.4l-3.6-3.6a2 2 0 0 1 2.8-2.8L6 14" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </>
  ),
  document: (
    <>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" />
      <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
    </>
  ),
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
  ),
  'map-pin': (
    <>
      <path d="M12 22s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  star: <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z" />,
};

export function ServiceIcon({ name, ...props }: IconProps & { name: IconName }) {
  return <Icon {...props}>{SERVICE_ICON_PATHS[name] ?? SERVICE_ICON_PATHS.stethoscope}</Icon>;
}

const CALLOUT_ICON_PATHS: Record<CalloutKind, ReactNode> = {
  note: (
    <>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </>
  ),
  tip: (
    <>
      <path d="M9 18h6M10 22h4" />
      <path d="M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2Z" />
    </>
  ),
  check: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  danger: (
    <>
      <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9Z" />
      <path d="m15 9-6 6M9 9l6 6" />
    </>
  ),
};

export function CalloutIcon({ kind, ...props }: IconProps & { kind: CalloutKind }) {
  return <Icon {...props}>{CALLOUT_ICON_PATHS[kind]}</Icon>;
}

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);
export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </Icon>
);
export const MapPinIcon = (props: IconProps) => <ServiceIcon {...props} name="map-pin" />;
export const PhoneIcon = (props: IconProps) => <ServiceIcon {...props} name="phone" />;
export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);
export const FileIcon = (props: IconProps) => <ServiceIcon {...props} name="document" />;
export const ZoomInIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3M11 8v6M8 11h6" />
  </Icon>
);
export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const ImageOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m2 2 20 20M10.4 5H19a2 2 0 0 1 2 2v8.6M21 19.1A2 2 0 0 1 19 21H5a2 2 0 0 1-2-2V7a2 2 0 0 1 1.5-1.9" />
    <path d="m3 16 5-5 3 3M14.5 14.5 16 13l5 5" />
  </Icon>
);
