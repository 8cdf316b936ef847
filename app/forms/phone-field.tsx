import { loadOnce } from '../lib/load-once.ts';
import { memo, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type SyntheticEvent } from 'react';
import { cx, errorHintId, FieldFrame, type FieldFrameProps } from './form-controls.tsx';
import formStyles from './forms.module.css';
import type { PhoneInputProps } from './phone-input.tsx';
import { caretBeforeTrailingDigits, digitsAfter, standInValue } from './phone-stand-in.ts';

// The phone field of both forms. The phone component (with libphonenumber's metadata, ~50 kB gzip)
// is a chunk of its own. Until it arrives — or for good, if it cannot be fetched — a plain
// telephone input stands in for it, and the visitor can type, paste and autofill there from the
// first moment (docs/product.md, «Nothing typed is lost»: on a slow phone the chunk takes seconds,
// and a read-only stand-in would lose every digit typed meanwhile). When the component takes over
// it gets the number typed so far, and if the stand-in had the focus, the focus and the caret.

const PHONE_FALLBACK_PLACEHOLDER = '+7 999 123-45-67';

const phoneInput = loadOnce<ComponentType<PhoneInputProps>>(() => import('./phone-input.tsx').then((module) => module.PhoneInput));

export function loadPhoneInput(): Promise<ComponentType<PhoneInputProps>> {
  return phoneInput();
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

/** what the component needs to take the stand-in's place under the visitor's fingers */
interface StandInState {
  focused: boolean;
  digitsAfterCaret: number;
}

// memo: the country select sorts ~250 country names on every render; typing in another field of
// the form should not redo that (give it a stable onChange)
export const PhoneField = memo(function PhoneField({ value, onChange, load = true, ...frame }: PhoneFieldProps) {
  const [Input, setInput] = useState(() => phoneInput.loaded());
  useEffect(() => {
    if (Input || !load) return;
    let live = true;
    loadPhoneInput().then(
      (component) => live && setInput(() => component),
      // the stand-in stays: it takes any number, and the forms check the digits themselves
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Input, load]);

  // the stand-in shows what was typed ('+7 999 123-45-67' stays so) as long as it means the
  // form's value; a value set from outside (a reset, a restored draft) replaces it
  const [text, setText] = useState(value);
  const shown = standInValue(text) === value ? text : value;

  const standIn = useRef<StandInState>({ focused: false, digitsAfterCaret: 0 });
  const remember = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    standIn.current.digitsAfterCaret = digitsAfter(input.value, input.selectionEnd ?? input.value.length);
  };

  const realInput = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = realInput.current;
    if (!Input || !input || !standIn.current.focused) return;
    standIn.current.focused = false;
    // the stand-in had the focus and is gone: the focus would fall to the page
    input.focus({ preventScroll: true });
    const caret = caretBeforeTrailingDigits(input.value, standIn.current.digitsAfterCaret);
    input.setSelectionRange(caret, caret);
  }, [Input]);

  const describedBy = frame.invalid ? errorHintId(frame.id) : undefined;
  return (
    <FieldFrame {...frame}>
      {Input ? (
        <Input
          id={frame.id}
          inputRef={realInput}
          value={value}
          onChange={onChange}
          required={frame.required}
          invalid={frame.invalid}
          describedBy={describedBy}
        />
      ) : (
        <input
          id={frame.id}
          type="tel"
          inputMode="tel"
          className={cx(formStyles.input, frame.invalid && formStyles.invalid)}
          placeholder={PHONE_FALLBACK_PLACEHOLDER}
          autoComplete="tel"
          value={shown}
          required={frame.required}
          aria-invalid={frame.invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            remember(event);
            setText(event.target.value);
            onChange(standInValue(event.target.value));
          }}
          onSelect={remember}
          onFocus={(event) => {
            standIn.current.focused = true;
            remember(event);
          }}
          onBlur={(event) => {
            // a focused element that is removed may report a blur: that is the hand-over, not the visitor
            if (event.currentTarget.isConnected) standIn.current.focused = false;
          }}
        />
      )}
    </FieldFrame>
  );
});
