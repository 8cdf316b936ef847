import { useCallback, useEffect, useRef, useState } from 'react';
import { CALLBACK_ALERTS } from './alerts.ts';
import { buildCallbackPayload } from './callback-payload.ts';
import { CallbackForm } from './callback-form.tsx';
import { useShake } from './form-controls.tsx';
import { CALLBACK_DEFAULTS, type CallbackValues } from './form-values.ts';
import { Modal } from './modal.tsx';
export { preloadPhoneInput } from './phone-field.tsx';
import { attemptFor, type SendAttempt } from './send-attempt.ts';
import { formService, useFormSend } from './use-form-send.ts';
import { useHoneypot } from './honeypot-field.tsx';
import { hasErrors, validateCallback, type CallbackField, type FieldErrors } from './validation.ts';
import styles from './callback-modal.module.css';

// The callback modal (spec §2.6, §4): editing → invalid (red outline, shake) → submitting → success
// ('Успешно.', closes 2.2 s later, the form back to its defaults) → closed. A failure leaves it open
// and filled. The values live here, not in the dialog, so closing and reopening keeps what was typed.

export const CALLBACK_TITLE = 'Заказать обратную связь';
export const CALLBACK_HINT = 'Оставьте контактные данные, и мы свяжемся с вами удобным для вас способом.';
export const CALLBACK_SUCCESS_TEXT = 'Успешно.';
/** spec §9: "success display 2200 ms" */
export const CALLBACK_SUCCESS_MS = 2200;

const FIELD_ORDER: readonly CallbackField[] = ['name', 'phone'];
const FIELD_IDS: Record<CallbackField, string> = { name: 'callback-name', phone: 'callback-phone' };

export interface CallbackModalProps {
  open: boolean;
  onClose: () => void;
}

export function CallbackModal({ open, onClose }: CallbackModalProps) {
  const [values, setValues] = useState<CallbackValues>(() => ({ ...CALLBACK_DEFAULTS }));
  const [errors, setErrors] = useState<FieldErrors<CallbackField>>({});
  const [succeeded, setSucceeded] = useState(false);
  const [shaking, shake] = useShake();
  const { sending, send } = useFormSend(CALLBACK_ALERTS);
  const honeypot = useHoneypot();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // the Idempotency-Key of the form as last sent: a retry of the same values reuses it
  const attempt = useRef<SendAttempt>(undefined);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // a closed modal shows the form again next time
  useEffect(() => {
    if (open) return;
    clearTimeout(closeTimer.current);
    setSucceeded(false);
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const change = useCallback(<K extends keyof CallbackValues>(field: K, value: CallbackValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // spec §4: "Editing a failing field clears that field's error flag"
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field as CallbackField];
      return next;
    });
  }, []);

  const submit = async () => {
    if (!values.consent || sending) return;
    const found = validateCallback(values);
    setErrors(found);
    if (hasErrors(found)) {
      shake();
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    const payload = buildCallbackPayload(values, formService.accessKey);
    attempt.current = attemptFor(payload, attempt.current);
    const sent = await send(honeypot.withTrap(payload), attempt.current.key);
    if (!sent) return;
    attempt.current = undefined;
    setValues({ ...CALLBACK_DEFAULTS });
    setErrors({});
    setSucceeded(true);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => onCloseRef.current(), CALLBACK_SUCCESS_MS);
  };

  return (
    <Modal open={open} onClose={onClose} title={CALLBACK_TITLE} description={succeeded ? undefined : CALLBACK_HINT} escButton>
      {succeeded ? (
        <SuccessScreen />
      ) : (
        <CallbackForm
          values={values}
          errors={errors}
          shaking={shaking}
          sending={sending}
          onChange={change}
          onSubmit={() => void submit()}
          honeypotRef={honeypot.ref}
        />
      )}
    </Modal>
  );
}

function SuccessScreen() {
  const ref = useRef<HTMLParagraphElement>(null);
  // the submit button that had focus is gone: keep focus in the dialog
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} className={styles.success} role="status" tabIndex={-1}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {CALLBACK_SUCCESS_TEXT}
    </p>
  );
}
