import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './forms.module.css';

// The labelled controls both forms are made of. A failing field keeps the spec's look (a red
// outline, spec §5) and tells assistive technology why: aria-invalid and a hidden hint.

/** spec §9: "shake 500 ms" */
const SHAKE_MS = 500;

export function cx(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** [shaking, start]: shaking is true for 0.5 s after each start() */
export function useShake(): [boolean, () => void] {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setShaking(true);
    timer.current = setTimeout(() => setShaking(false), SHAKE_MS);
  }, []);
  return [shaking, start];
}

export interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  invalid?: boolean;
  shaking?: boolean;
  /** read by screen readers when the field fails; never shown */
  errorHint?: string;
  children: ReactNode;
}

export function errorHintId(id: string): string {
  return `${id}-error`;
}

/** the label, the control and the hidden error hint */
export function FieldFrame({ id, label, required, invalid, shaking, errorHint, children }: FieldFrameProps) {
  return (
    <div className={cx(styles.field, invalid && shaking && styles.shake)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {invalid && (
        <span id={errorHintId(id)} className="visually-hidden">
          {errorHint ?? 'Заполните это поле'}
        </span>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<FieldFrameProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'date' | 'number';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email';
  min?: number;
  step?: string;
  multiline?: boolean;
}

export function TextField({ value, onChange, type = 'text', placeholder, autoComplete, inputMode, min, step, multiline, ...frame }: TextFieldProps) {
  const common = {
    id: frame.id,
    className: cx(multiline ? styles.textarea : styles.input, frame.invalid && styles.invalid),
    value,
    placeholder,
    autoComplete,
    required: frame.required,
    'aria-invalid': frame.invalid || undefined,
    'aria-describedby': frame.invalid ? errorHintId(frame.id) : undefined,
  };
  return (
    <FieldFrame {...frame}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} min={min} step={step} onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldFrame>
  );
}

export interface ChoiceGroupProps<V extends string> {
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** a radio group: the contact method, the messenger, the yes/no questions */
export function ChoiceGroup<V extends string>({ name, legend, options, value, onChange }: ChoiceGroupProps<V>) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.choiceRow}>
        {options.map((option) => (
          <label key={option.value} className={cx(styles.choice, option.value === value && styles.choiceChecked)}>
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const PRIVACY_POLICY_HREF = '/privacy-policy';
/** the consent the checkbox gives, a document of its own (152-ФЗ ст. 9 as amended from 01.09.2025) */
const CONSENT_HREF = '/consent';
const HEALTH_CONSENT_HREF = '/consent-health';

interface ConsentProps {
  id: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** a consent's checkbox and its label, the text with its links as `children` */
function ConsentBox({ id, checked, disabled = false, onChange, required, children }: ConsentProps & { required?: boolean; children: ReactNode }) {
  return (
    <div className={styles.consent}>
      <input id={id} type="checkbox" checked={checked} disabled={disabled} required={required} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}

/** the consent checkbox; its policy link (spec §2.1, §2.6) and the consent text open in a new tab */
export function ConsentCheckbox(props: ConsentProps) {
  return (
    <ConsentBox {...props}>
      Я согласен(на) на обработку персональных данных (
      <a href={CONSENT_HREF} target="_blank" rel="noopener noreferrer">
        текст согласия
      </a>
      ) в соответствии с{' '}
      <a href={PRIVACY_POLICY_HREF} target="_blank" rel="noopener noreferrer">
        политикой обработки персональных данных
      </a>
    </ConsentBox>
  );
}

/**
 * the separate consent to the processing of the child's health data (152-ФЗ ст. 10 ч. 2 п. 1), shown
 * only when the clinic's lawyer chose written consent; its text is a document of its own
 */
export function HealthConsentCheckbox(props: ConsentProps) {
  return (
    <ConsentBox {...props} required>
      Я даю согласие на обработку сведений о состоянии здоровья ребёнка, указанных в анкете (
      <a href={HEALTH_CONSENT_HREF} target="_blank" rel="noopener noreferrer">
        текст согласия на обработку сведений о здоровье
      </a>
      )
    </ConsentBox>
  );
}

export function SubmitButton({ disabled, sending, children }: { disabled: boolean; sending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={disabled || sending} aria-busy={sending || undefined}>
      {sending ? 'Отправка…' : children}
    </button>
  );
}
