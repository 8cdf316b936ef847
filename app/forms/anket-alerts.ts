import type { SendOutcome } from './send-form.ts';

// Spec §8, word for word: what a visitor of the anket is told when it could not be sent, and while
// it is locked.

export const ANKET_ALERTS = {
  failure: 'Произошла ошибка при отправке формы. Пожалуйста, попробуйте еще раз.',
  network: 'Произошла ошибка при отправке формы. Пожалуйста, проверьте подключение к интернету и попробуйте еще раз.',
} as const satisfies Record<Exclude<SendOutcome, 'success'>, string>;

/** spec §8: the yellow notice while the anket is locked */
export const ANKET_LOCKED_NOTICE =
  'Внимание: Для заполнения анкеты необходимо сначала ознакомиться с требованиями выше и нажать кнопку "Всё ясно. Заполнить анкету".';
