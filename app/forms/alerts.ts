import type { SendOutcome } from './send-form.ts';

// Spec §8, word for word: what a visitor is told when the callback request could not be sent. In
// the first load (callback-root.tsx tells the visitor when the modal itself cannot be fetched); the
// anket's are in anket-alerts.ts, which loads with the anket.

export const CALLBACK_ALERTS = {
  failure: 'Произошла ошибка при отправке заявки. Пожалуйста, попробуйте еще раз.',
  network: 'Произошла ошибка при отправке заявки. Пожалуйста, проверьте подключение к интернету и попробуйте еще раз.',
} as const satisfies Record<Exclude<SendOutcome, 'success'>, string>;
