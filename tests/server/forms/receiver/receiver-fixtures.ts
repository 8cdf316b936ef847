import { buildAnketPayload } from '../../../../app/forms/anket-payload.ts';
import { buildCallbackPayload } from '../../../../app/forms/callback-payload.ts';
import { ANKET_DEFAULTS, CALLBACK_DEFAULTS } from '../../../../app/forms/form-values.ts';
import { buildReceiverApp, type ReceiverAppOptions } from '../../../../server/forms/receiver/receiver-app.ts';
import { capturedLogger } from '../support/captured-logger.ts';
import { createTestStore, type TestStore } from '../support/test-store.ts';

// The payloads exactly as the app builds them, and a receiver over the test store.

export const CALLBACK = buildCallbackPayload(
  { ...CALLBACK_DEFAULTS, name: 'Мария', phone: '+79991234567', contactMethod: 'message', messenger: 'whatsapp', consent: true },
  'k',
);
export const ANKET = buildAnketPayload(
  {
    ...ANKET_DEFAULTS,
    childLastName: 'Иванов',
    childFirstName: 'Пётр',
    diagnosis: 'ДЦП',
    birthDate: '2015-03-05',
    height: '120',
    weight: '25.5',
    parentLastName: 'Иванова',
    parentFirstName: 'Мария',
    phone: '+79997654321',
    email: 'maria@example.ru',
    consent: true,
  },
  'k',
);
export const VERSIONS = { textVersion: 'consent-hash-1', policyVersion: 'policy-hash-1' };
export const key = (n: number) => `key-${String(n).padStart(16, '0')}`;

export async function receiverWith(
  options: Partial<ReceiverAppOptions> = {},
): Promise<{ app: ReturnType<typeof buildReceiverApp>; test: TestStore; logs: () => string[] }> {
  const test = await createTestStore();
  const captured = capturedLogger();
  const app = buildReceiverApp({
    store: test.store,
    consentVersions: () => VERSIONS,
    clientRatePerMinute: 10_000,
    globalRatePerMinute: 10_000,
    logger: captured.logger,
    ...options,
  });
  // the request lines aside: what the receiver itself had to say
  const logs = () => captured.messages().filter((message) => message !== 'request');
  return { app, test, logs };
}
