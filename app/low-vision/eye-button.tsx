import { EyeIcon } from '../shell/icons.tsx';

// «Версия для слабовидящих» (docs/product.md, «The low-vision version») in the top bar and the
// mobile menu. It only sends an event: the settings bar (low-vision-slot.tsx) is a chunk of its
// own, so the first load stays small.

export const OPEN_LOW_VISION_EVENT = 'low-vision:open';
const LABEL = 'Версия для слабовидящих';

/** `withText`: the name written beside the icon (the mobile menu), else only its accessible name */
export function EyeButton({ className, onPress, withText }: { className?: string; onPress?: () => void; withText?: boolean }) {
  return (
    <button
      type="button"
      className={className}
      data-requires-js
      data-low-vision-button
      aria-label={withText ? undefined : LABEL}
      onClick={() => {
        onPress?.();
        window.dispatchEvent(new Event(OPEN_LOW_VISION_EVENT));
      }}
    >
      <EyeIcon width="22" height="22" />
      {withText && LABEL}
    </button>
  );
}
