import type { SendOutcome } from './send-form.ts';

// Spec §8, word for word: what a visitor is told when a form could not be sent.

export const CALLBACK_ALERTS = {
  failure: 'Произошла ошибка при отправке заявки. Пожалуйста, попробуйте еще раз.',
  network: 'Произошла ошибка при отправке заявки. Пожалуйста, проверьте подключение к интернету и попробуйте еще раз.',
} as const satisfies Record<Exclude<SendOutcome, 'success'>, string>;

export const ANKET_ALERTS = {
  failure: 'Произошла ошибка при отправке формы. Пожалуйста, попробуйте еще раз.',
  network: 'Произошла ошибка при отправке формы. Пожалуйста, проверьте подключение к интернету и попробуйте еще раз.',
} as const satisfies Record<Exclude<SendOutcome, 'success'>, string>;

/** spec §8: the yellow notice while the anket is locked */
export const ANKET_LOCKED_NOTICE =
  'Внимание: Для заполнения анкеты необходимо сначала ознакомиться с требованиями выше и нажать кнопку "Всё ясно. Заполнить анкету".';
