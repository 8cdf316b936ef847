import { useCallback, type FormEvent, type RefObject } from 'react';
import { ChoiceGroup, ConsentCheckbox, SubmitButton, TextField } from './form-controls.tsx';
import type { CallbackValues, ContactMethod, Messenger } from './form-values.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { PhoneField } from './phone-field.tsx';
import type { CallbackField, FieldErrors } from './validation.ts';

// The fields of the callback modal, in the order of spec §2.6. State lives in callback-modal.tsx.

const CONTACT_METHOD_OPTIONS: readonly { value: ContactMethod; label: string }[] = [
  { value: 'phone', label: 'Телефонный звонок' },
  { value: 'message', label: 'Сообщение' },
];
const MESSENGER_OPTIONS: readonly { value: Messenger; label: string }[] = [
  { value: 'telegram', label: 'Telegram' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'sms', label: 'SMS' },
];

const NAME_PLACEHOLDER = 'Например, Мария';
const INFO_PLACEHOLDER = 'Например, удобное время для связи, особенности, просьбы и т.д.';

export interface CallbackFormProps {
  values: CallbackValues;
  errors: FieldErrors<CallbackField>;
  shaking: boolean;
  sending: boolean;
  onChange: <K extends keyof CallbackValues>(field: K, value: CallbackValues[K]) => void;
  onSubmit: () => void;
  /** the field a person never fills (honeypot-field.tsx) */
  honeypotRef: RefObject<HTMLInputElement | null>;
}

export function CallbackForm({ values, errors, shaking, sending, onChange, onSubmit, honeypotRef }: CallbackFormProps) {
  const changePhone = useCallback((value: string) => onChange('phone', value), [onChange]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit}>
      <ChoiceGroup
        name="callback-contact-method"
        legend="Способ связи"
        options={CONTACT_METHOD_OPTIONS}
        value={values.contactMethod}
        onChange={(value) => onChange('contactMethod', value)}
      />
      {values.contactMethod === 'message' && (
        <ChoiceGroup
          name="callback-messenger"
          legend="Мессенджер"
          options={MESSENGER_OPTIONS}
          value={values.messenger}
          onChange={(value) => onChange('messenger', value)}
        />
      )}
      <TextField
        id="callback-name"
        label="Имя"
        required
        autoComplete="name"
        placeholder={NAME_PLACEHOLDER}
        value={values.name}
        onChange={(value) => onChange('name', value)}
        invalid={errors.name}
        shaking={shaking}
        errorHint="Укажите имя"
      />
      <PhoneField
        id="callback-phone"
        label="Телефон"
        required
        value={values.phone}
        onChange={changePhone}
        invalid={errors.phone}
        shaking={shaking}
        errorHint="Укажите номер телефона: не меньше 10 цифр"
      />
      <TextField
        id="callback-info"
        label="Дополнительная информация"
        multiline
        placeholder={INFO_PLACEHOLDER}
        value={values.additionalInfo}
        onChange={(value) => onChange('additionalInfo', value)}
      />
      <ConsentCheckbox id="callback-consent" checked={values.consent} onChange={(checked) => onChange('consent', checked)} />
      <SubmitButton disabled={!values.consent} sending={sending}>
        Отправить
      </SubmitButton>
      <HoneypotField inputRef={honeypotRef} idPrefix="callback" />
    </form>
  );
}
