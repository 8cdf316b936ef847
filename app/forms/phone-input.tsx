import { useCallback, useRef, type Ref } from 'react';
import PhoneInputWithCountrySelect from 'react-phone-number-input';
import ru from 'react-phone-number-input/locale/ru';
import 'react-phone-number-input/style.css';
import { cx } from './form-controls.tsx';
import { wholeNumberInserted, withoutTrunkPrefix } from './phone-number-text.ts';
import styles from './phone-field.module.css';

// react-phone-number-input as spec §2.6 describes it: international format, Russia by default, the
// calling code not editable. Loaded on demand by phone-field.tsx, so neither the component nor
// libphonenumber's metadata is in the first-load bundle.

/** the flags are served by the site itself (tooling/vite/flags.ts): no request leaves it */
const FLAG_URL = '/flags/3x2/{XX}.svg';
const PHONE_PLACEHOLDER = '+7 999 123-45-67';

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
  const change = useCallback((next: string) => onChange(withoutTrunkPrefix(next)), [onChange]);
  const numberInput = useNumberInput(inputRef, change);
  return (
    <PhoneInputWithCountrySelect
      // the component forwards its ref to the number's <input> (its typings say a class instance)
      ref={numberInput as Ref<never>}
      id={id}
      international
      countryCallingCodeEditable={false}
      defaultCountry="RU"
      flagUrl={FLAG_URL}
      labels={ru}
      placeholder={PHONE_PLACEHOLDER}
      autoComplete="tel"
      value={value === '' ? undefined : value}
      onChange={(next) => change(next ?? '')}
      className={cx(styles.phone, invalid && styles.invalid)}
      numberInputProps={{ className: styles.number }}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}

/**
 * The number's <input>, given to `inputRef` as well, with a listener that lets a whole number
 * pasted, autofilled or dropped in ('+7 (999) 123-45-67') replace the field's value: the
 * component would append it to its fixed '+7' and keep only '+7'.
 */
function useNumberInput(inputRef: Ref<HTMLInputElement> | undefined, change: (value: string) => void) {
  const changeRef = useRef(change);
  changeRef.current = change;
  const detach = useRef<() => void>(undefined);
  return useCallback(
    (input: HTMLInputElement | null) => {
      detach.current?.();
      detach.current = undefined;
      if (typeof inputRef === 'function') inputRef(input);
      else if (inputRef) inputRef.current = input;
      if (!input) return;
      const onBeforeInput = (event: InputEvent) => {
        // typed or autofilled text comes as data, a paste or a drop as dataTransfer
        const text = event.data ?? event.dataTransfer?.getData('text/plain');
        const whole = text ? wholeNumberInserted(text) : undefined;
        if (whole === undefined) return;
        event.preventDefault();
        changeRef.current(whole);
        // the caret after the number, once the component has formatted it
        requestAnimationFrame(() => input.setSelectionRange(input.value.length, input.value.length));
      };
      input.addEventListener('beforeinput', onBeforeInput);
      detach.current = () => input.removeEventListener('beforeinput', onBeforeInput);
    },
    [inputRef],
  );
}
