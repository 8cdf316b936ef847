import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_LOW_VISION_EVENT } from './eye-button.tsx';

const SettingsBar = lazy(() => import('./settings-bar.tsx'));

/**
 * Where the settings bar goes, at the top of every page. Nothing in the prerendered HTML (the
 * server cannot know the visitor's choice): the bar arrives after hydration when the version is
 * on (index.html has already applied its settings) or when the eye button is pressed.
 */
export function LowVisionSlot() {
  // 0: closed; 1: open; 2 and up: opened by a press (each one moves the focus into the bar)
  const [open, setOpen] = useState(0);
  useEffect(() => {
    if (document.documentElement.classList.contains('lv')) setOpen(1);
    const onOpen = () => setOpen((count) => (count < 2 ? 2 : count + 1));
    addEventListener(OPEN_LOW_VISION_EVENT, onOpen);
    return () => removeEventListener(OPEN_LOW_VISION_EVENT, onOpen);
  }, []);
  return open ? (
    <Suspense fallback={null}>
      <SettingsBar presses={open - 1} onClose={() => setOpen(0)} />
    </Suspense>
  ) : null;
}
