import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { OPEN_CALLBACK_EVENT, useWindowEvent } from '../lib/events.ts';
import { loadOnce } from '../lib/load-once.ts';
import { CALLBACK_ALERTS } from './alerts.ts';
import type { CallbackModalProps } from './callback-modal.tsx';

// Mounted once in the app shell; all it carries into the first-load bundle is two listeners. The
// modal itself (form, phone component, styles) is fetched the first time it is asked for.
//
// It opens on (spec §2.6):
// - the window event OPEN_CALLBACK_EVENT ('open-callback'), e.g. openCallback() of app/lib/events.ts;
// - a click on an element marked `data-open-callback`, or a link to `#callback`, or on anything
//   inside them. Such a trigger's default action is prevented here (a link does not navigate, a
//   submit button does not submit), so it may be a real link with a fallback href.

const CALLBACK_TRIGGER_SELECTOR = '[data-open-callback], a[href="#callback"]';

const loadModule = loadOnce(() => import('./callback-modal.tsx'));

function loadCallbackModal(): Promise<ComponentType<CallbackModalProps>> {
  return loadModule().then((module) => module.CallbackModal);
}

/**
 * starts fetching the modal and then its phone component on the way to a trigger (the buttons'
 * hover and focus), so the form is usually complete when it opens; a failure waits for the opening
 */
export function preloadCallback(): void {
  loadModule().then(
    (module) => module.preloadPhoneInput(),
    () => undefined,
  );
}

export function CallbackRoot() {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<CallbackModalProps>>();

  const show = useCallback(() => {
    setOpen(true);
    loadCallbackModal().then(
      (component) => setDialog(() => component),
      () => {
        setOpen(false);
        window.alert(CALLBACK_ALERTS.network);
      },
    );
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useWindowEvent(OPEN_CALLBACK_EVENT, show);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0) return;
      const target = event.target instanceof Element ? event.target : event.target instanceof Node ? event.target.parentElement : null;
      const trigger = target?.closest(CALLBACK_TRIGGER_SELECTOR);
      if (!trigger) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [show]);

  return Dialog ? <Dialog open={open} onClose={close} /> : null;
}
