// A review about a child written by a relative who is not a parent («Людмила, бабушка Вани»):
// consent to publish what it says about the child's health is not the author's to give (152-ФЗ
// ст. 10 ч. 2), so the release check asks for a parent's — a review of the collection
// (content/data/reviews/) and one written inside a page's reviews block alike.
import type { SampleValue } from '../shared/sample-values.ts';
import { russianDate } from '../messages/language.ts';

interface ReviewAuthor {
  author: string;
  /** YYYY-MM-DD */
  date: string;
  /** the author is the child's legal guardian though not a parent */
  legalGuardian?: boolean | undefined;
}

/** the launch item of a review that needs a parent's consent, if it does; `line` is the author's */
export function reviewConsentItem(review: ReviewAuthor, line: number): Omit<SampleValue, 'file'> | undefined {
  if (review.legalGuardian === true || !writtenByRelativeNotParent(review.author)) return undefined;
  return {
    what: `отзыв «${review.author}» от ${russianDate(review.date)} написан о ребёнке не родителем: получить согласие родителя или законного представителя на публикацию — или снять отзыв`,
    line,
    topic: 'правовые тексты',
    kind: 'decide',
    law: ['152-ФЗ ст. 10 ч. 2', '152-ФЗ ст. 9'],
    code: 'review-consent',
  };
}

/**
 * Whether the author line names a relative of a child other than a parent («Людмила, бабушка
 * Вани»): consent to publish what it says about the child's health is then not the author's to give.
 */
function writtenByRelativeNotParent(author: string): boolean {
  return /(^|[\s,])(бабушк|дедушк|тёт|тет|дяд|сестр|брат|крёстн|крестн|нян)[а-яё]*\s+[А-ЯЁ]/u.test(author);
}
