import { memo, useEffect, useState, type ComponentType } from 'react';
import { cx, errorHintId, FieldFrame, type FieldFrameProps } from './form-controls.tsx';
import formStyles from './forms.module.css';
import type { PhoneInputProps } from './phone-input.tsx';

// The phone field of both forms. The phone component (with libphonenumber's metadata) is a chunk of
// its own, fetched when a form first shows; until it arrives a read-only box holds its place. If
// it cannot be fetched, a plain telephone input takes over, so the visitor can still write a number.

export const PHONE_FALLBACK_PLACEHOLDER = '+7 999 123-45-67';

let loading: Promise<ComponentType<PhoneInputProps>> | undefined;
let loaded: ComponentType<PhoneInputProps> | undefined;

export function loadPhoneInput(): Promise<ComponentType<PhoneInputProps>> {
  loading ??= import('./phone-input.tsx').then(
    (module) => (loaded = module.PhoneInput),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface PhoneFieldProps extends Omit<FieldFrameProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  /**
   * false while the field cannot be used (the anket before its unlock): the ~50 kB component is
   * not fetched and run during the page's load, where it would block a slow phone's main thread
   */
  load?: boolean;
}

/** fetches the phone component ahead of need (hover or focus of what opens a form); errors wait for real use */
export function preloadPhoneInput(): void {
  loadPhoneInput().catch(() => {});
}

// memo: the country select sorts ~250 country names on every render; typing in another field of
// the form should not redo that (give it a stable onChange)
export const PhoneField = memo(function PhoneField({ value, onChange, load = true, ...frame }: PhoneFieldProps) {
  const [Input, setInput] = useState(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Input || !load) return;
    loadPhoneInput().then(
      (component) => setInput(() => component),
      () => setFailed(true),
    );
  }, [Input, load]);

  const describedBy = frame.invalid ? errorHintId(frame.id) : undefined;
  return (
    <FieldFrame {...frame}>
      {Input ? (
        <Input id={frame.id} value={value} onChange={onChange} required={frame.required} invalid={frame.invalid} describedBy={describedBy} />
      ) : (
        <input
          id={frame.id}
          type="tel"
          className={cx(formStyles.input, frame.invalid && formStyles.invalid)}
          placeholder={PHONE_FALLBACK_PLACEHOLDER}
          autoComplete="tel"
          value={value}
          readOnly={!failed}
          required={frame.required}
          aria-invalid={frame.invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
});
