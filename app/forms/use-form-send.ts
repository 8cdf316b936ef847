import { useCallback, useRef, useState } from 'react';
import { readFormServiceConfig } from './form-service.ts';
import { sendForm, type SendOutcome } from './send-form.ts';

// Sends one form at a time: while a request is in flight a second submit does nothing. A failure is
// told with the form's alert of spec §8; the form itself is left as it was.

export const formService = readFormServiceConfig();

export interface FormSend {
  sending: boolean;
  /**
   * true: sent; false: failed (the alert was shown); undefined: ignored, a send is in flight.
   * `idempotencyKey`: the same for every resend of one submission (send-attempt.ts)
   */
  send: (body: object, idempotencyKey?: string) => Promise<boolean | undefined>;
}

export function useFormSend(alerts: Record<Exclude<SendOutcome, 'success'>, string>): FormSend {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const send = useCallback(
    async (body: object, idempotencyKey?: string) => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setSending(true);
      let outcome: SendOutcome;
      try {
        outcome = await sendForm(formService.endpoint, body, { idempotencyKey });
      } finally {
        inFlight.current = false;
        setSending(false);
      }
      if (outcome !== 'success') window.alert(alerts[outcome]);
      return outcome === 'success';
    },
    [alerts],
  );
  return { sending, send };
}
