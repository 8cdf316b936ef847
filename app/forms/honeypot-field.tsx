import { useRef, type RefObject } from 'react';
import { HONEYPOT_FIELD } from '../../common/forms/form-definitions.ts';

// The field a person never fills (docs/forms.md, «Abuse»): off-screen, out of the tab order, hidden
// from screen readers, never autofilled. A script that fills every input fills it too, and the
// receiver then answers success and stores nothing. Its value is sent only when something filled
// it, so a person's payload stays exactly the spec's (§3, §7).

export function useHoneypot(): { ref: RefObject<HTMLInputElement | null>; withTrap: <T extends object>(body: T) => T } {
  const ref = useRef<HTMLInputElement>(null);
  const withTrap = <T extends object>(body: T): T => {
    const value = ref.current?.value ?? '';
    return value === '' ? body : { ...body, [HONEYPOT_FIELD]: value };
  };
  return { ref, withTrap };
}

export function HoneypotField({ inputRef, idPrefix }: { inputRef: RefObject<HTMLInputElement | null>; idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Не заполняйте это поле</label>
      <input ref={inputRef} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
