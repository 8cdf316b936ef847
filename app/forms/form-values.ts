// The values of the two forms (spec §3) and their defaults (spec §4).

export type ContactMethod = 'phone' | 'message';
export type Messenger = 'telegram' | 'whatsapp' | 'sms';
export type YesNo = 'yes' | 'no';

export interface CallbackValues {
  contactMethod: ContactMethod;
  messenger: Messenger;
  name: string;
  /** E.164 as the phone component reports it ("+79991234567"), '' while empty */
  phone: string;
  additionalInfo: string;
  consent: boolean;
}

/** spec §4: "method phone, messenger telegram, name/phone/info empty, consent unchecked" */
export const CALLBACK_DEFAULTS: Readonly<CallbackValues> = Object.freeze({
  contactMethod: 'phone',
  messenger: 'telegram',
  name: '',
  phone: '',
  additionalInfo: '',
  consent: false,
});

export interface AnketValues {
  childLastName: string;
  childFirstName: string;
  childMiddleName: string;
  diagnosis: string;
  /** as a date input gives it: YYYY-MM-DD */
  birthDate: string;
  /** as a number input gives it, in cm */
  height: string;
  /** as a number input gives it, in kg */
  weight: string;
  separateBed: YesNo;
  oxygenInhalation: YesNo;
  tracheostomy: YesNo;
  gastrostomy: YesNo;
  dietaryInfo: string;
  parentLastName: string;
  parentFirstName: string;
  parentMiddleName: string;
  /** E.164, '' while empty */
  phone: string;
  email: string;
  secondAttendant: YesNo;
  secondAttendantLastName: string;
  secondAttendantFirstName: string;
  secondAttendantMiddleName: string;
  consent: boolean;
}

export type AnketField = Exclude<keyof AnketValues, 'consent'>;

export const ANKET_DEFAULTS: Readonly<AnketValues> = Object.freeze({
  childLastName: '',
  childFirstName: '',
  childMiddleName: '',
  diagnosis: '',
  birthDate: '',
  height: '',
  weight: '',
  separateBed: 'no',
  oxygenInhalation: 'no',
  tracheostomy: 'no',
  gastrostomy: 'no',
  dietaryInfo: '',
  parentLastName: '',
  parentFirstName: '',
  parentMiddleName: '',
  phone: '',
  email: '',
  secondAttendant: 'no',
  secondAttendantLastName: '',
  secondAttendantFirstName: '',
  secondAttendantMiddleName: '',
  consent: false,
});

export const YES_NO_FIELDS = ['separateBed', 'oxygenInhalation', 'tracheostomy', 'gastrostomy', 'secondAttendant'] as const satisfies readonly AnketField[];
