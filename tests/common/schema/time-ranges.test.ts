import { describe, expect, it } from 'vitest';
import { hoursSchema } from '../../../common/schema/clinic-data/values.ts';
import { clinicFactsSchema } from '../../../common/schema/clinic-facts.ts';

// Hours are typed with whatever dash the keyboard has and written by the site with an en dash
// (content/README.md, «Часы работы»): the content check and the editor's field read them alike.

describe('time ranges', () => {
  it.each([
    ['9:00-17:00', '9:00–17:00'],
    ['9.00 - 17.00', '9:00–17:00'],
    ['9:00 − 17:00', '9:00–17:00'],
    ['9:00—17:00', '9:00–17:00'],
    ['9:00–12:00,14:00 - 17:00', '9:00–12:00, 14:00–17:00'],
  ])('reads «%s» as «%s»', (typed, written) => {
    expect(hoursSchema.parse(typed)).toBe(written);
  });

  it.each(['9-17', '9:00 до 17:00', '9:00--17:00'])('refuses «%s»', (typed) => {
    expect(hoursSchema.safeParse(typed).success).toBe(false);
  });

  it('typesets the facts file’s hours too', () => {
    const hours = clinicFactsSchema.shape.hoursWeekdays;
    expect(hours.parse('8.30-20.00')).toBe('8:30–20:00');
  });
});
