import type { Ref } from 'react';
import PhoneInputWithCountrySelect from 'react-phone-number-input';
import ru from 'react-phone-number-input/locale/ru';
import 'react-phone-number-input/style.css';
import { cx } from './form-controls.tsx';
import styles from './phone-field.module.css';

// react-phone-number-input as spec §2.6 describes it: international format, Russia by default, the
// calling code not editable. Loaded on demand by phone-field.tsx, so neither the component nor
// libphonenumber's metadata is in the first-load bundle.

/** the flags are served by the site itself (scripts/vite-plugin-flags.ts): no request leaves it */
export const FLAG_URL = '/flags/3x2/{XX}.svg';
export const PHONE_PLACEHOLDER = '+7 999 123-45-67';

export interface PhoneInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** the number's <input> (phone-field.tsx gives it the focus and caret the stand-in had) */
  inputRef?: Ref<HTMLInputElement>;
}

export function PhoneInput({ id, value, onChange, required, invalid, describedBy, inputRef }: PhoneInputProps) {
  return (
    <PhoneInputWithCountrySelect
      // the component forwards its ref to the number's <input> (its typings say a class instance)
      ref={inputRef as Ref<never>}
      id={id}
      international
      countryCallingCodeEditable={false}
      defaultCountry="RU"
      flagUrl={FLAG_URL}
      labels={ru}
      placeholder={PHONE_PLACEHOLDER}
      autoComplete="tel"
      value={value === '' ? undefined : value}
      onChange={(next) => onChange(next ?? '')}
      className={cx(styles.phone, invalid && styles.invalid)}
      numberInputProps={{ className: styles.number }}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
