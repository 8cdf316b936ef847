import { describe, expect, it } from 'vitest';
import { buildAnketMessage, buildAnketPayload, formatBirthDate } from '../../../app/forms/anket-payload.ts';
import { validAnket } from './fixtures.ts';

// Spec §7: the anket body and its multi-line message, every line and fallback text.

describe('buildAnketPayload', () => {
  it('sends access_key, from_name, the subject, the message, reply_to and the consent tick', () => {
    const values = validAnket({ email: '  maria@example.ru ' });
    expect(buildAnketPayload(values, 'KEY')).toStrictEqual({
      access_key: 'KEY',
      from_name: 'Анкета с сайта клиники',
      subject: 'Анкета (компактно)',
      message: buildAnketMessage(values),
      reply_to: 'maria@example.ru',
      consent: true,
    });
  });

  it('adds the health consent tick only when the form asked for it', () => {
    expect(buildAnketPayload(validAnket(), 'KEY')).not.toHaveProperty('health_consent');
    expect(buildAnketPayload(validAnket(), 'KEY', true)).toMatchObject({ consent: true, health_consent: true });
  });

  it('leaves reply_to out when there is no e-mail', () => {
    expect(buildAnketPayload(validAnket({ email: '' }), 'KEY')).not.toHaveProperty('reply_to');
  });
});

describe('buildAnketMessage', () => {
  it('one line per item, with the fallbacks when nothing optional is given', () => {
    expect(buildAnketMessage(validAnket()).split('\n')).toEqual([
      'Ребёнок: Иванов Пётр',
      'Диагноз: ДЦП, спастическая диплегия',
      'Дата рождения: 05.03.2015',
      'Рост: 120 см',
      'Вес: 25.5 кг',
      'Отдельная кровать: нет',
      'Ингаляции кислорода: нет',
      'Трахеостома: нет',
      'Гастростома: нет',
      'Особенности питания: не указано',
      'Родитель: Иванова Мария',
      'Телефон: +79991234567',
      'E-mail: maria@example.ru',
      'Второй сопровождающий: нет',
    ]);
  });

  it('with every optional field filled and every option yes', () => {
    const message = buildAnketMessage(
      validAnket({
        childMiddleName: 'Сергеевич',
        separateBed: 'yes',
        oxygenInhalation: 'yes',
        tracheostomy: 'yes',
        gastrostomy: 'yes',
        dietaryInfo: ' без глютена ',
        parentMiddleName: 'Ивановна',
        secondAttendant: 'yes',
        secondAttendantLastName: 'Иванов',
        secondAttendantFirstName: 'Сергей',
        secondAttendantMiddleName: 'Петрович',
      }),
    );
    expect(message.split('\n')).toEqual([
      'Ребёнок: Иванов Пётр Сергеевич',
      'Диагноз: ДЦП, спастическая диплегия',
      'Дата рождения: 05.03.2015',
      'Рост: 120 см',
      'Вес: 25.5 кг',
      'Отдельная кровать: да',
      'Ингаляции кислорода: да',
      'Трахеостома: да',
      'Гастростома: да',
      'Особенности питания: без глютена',
      'Родитель: Иванова Мария Ивановна',
      'Телефон: +79991234567',
      'E-mail: maria@example.ru',
      'Второй сопровождающий: Иванов Сергей Петрович',
    ]);
  });

  it('does not send second-attendant names typed before answering no', () => {
    const message = buildAnketMessage(validAnket({ secondAttendant: 'no', secondAttendantLastName: 'Иванов', secondAttendantFirstName: 'Сергей' }));
    expect(message).toContain('Второй сопровождающий: нет');
    expect(message).not.toContain('Сергей');
  });

  it('formats the birth date as DD.MM.YYYY', () => {
    expect(formatBirthDate('2015-03-05')).toBe('05.03.2015');
    expect(formatBirthDate('')).toBe('');
  });
});
