import { ANKET_DEFAULTS, type AnketValues } from '../../../app/forms/form-values.ts';

/** an anket that passes validation: the required fields only, consent given */
export const validAnket = (patch: Partial<AnketValues> = {}): AnketValues => ({
  ...ANKET_DEFAULTS,
  childLastName: 'Иванов',
  childFirstName: 'Пётр',
  diagnosis: 'ДЦП, спастическая диплегия',
  birthDate: '2015-03-05',
  height: '120',
  weight: '25.5',
  parentLastName: 'Иванова',
  parentFirstName: 'Мария',
  phone: '+79991234567',
  email: 'maria@example.ru',
  consent: true,
  ...patch,
});
