import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ANKET_ALERTS, ANKET_LOCKED_NOTICE } from './anket-alerts.ts';
import { clearAnketDraft, loadAnketDraft, saveAnketDraft } from './anket-draft.ts';
import { buildAnketPayload } from './anket-payload.ts';
import { ChoiceGroup, ConsentCheckbox, cx, HealthConsentCheckbox, SubmitButton, TextField, useShake, type TextFieldProps } from './form-controls.tsx';
import { ANKET_DEFAULTS, type AnketField, type AnketValues, type YesNo } from './form-values.ts';
import { Modal } from './modal.tsx';
import { PhoneField, preloadPhoneInput } from './phone-field.tsx';
import { ANKET_UNLOCK_EVENT, unlockAnket, useWindowEvent } from '../lib/events.ts';
import { attemptFor, type SendAttempt } from './send-attempt.ts';
import { formService, useFormSend } from './use-form-send.ts';
import { HoneypotField, useHoneypot } from './honeypot-field.tsx';
import { hasErrors, validateAnket, type FieldErrors } from './validation.ts';
import styles from './anket-form.module.css';

// The anket of /anket (spec §2.12, §4): "locked until the unlock event" — the site event
// ANKET_UNLOCK_EVENT, which 'Всё ясно. Заполнить анкету' fires (and anything else on the page may) —
// then editable. A valid send shows 'Ваша анкета успешно отправлена' for 2.2 s; 0.3 s after it
// closes every field, error mark and the consent are reset. The draft survives a reload of the tab
// and remembers whether the visitor had unlocked the form: a restored draft of a visitor who had
// not stays behind the requirements step.

export const UNLOCK_BUTTON_TEXT = 'Всё ясно. Заполнить анкету';
export const ANKET_SUCCESS_TEXT = 'Ваша анкета успешно отправлена';
/** spec §9: "success modal 2.2 s, then reset after 0.3 s" */
export const ANKET_SUCCESS_MS = 2200;
export const ANKET_RESET_MS = 300;

const YES_NO_OPTIONS: readonly { value: YesNo; label: string }[] = [
  { value: 'yes', label: 'Да' },
  { value: 'no', label: 'Нет' },
];

/** the fields in the order they are shown: the first failing one gets focus */
const FIELD_ORDER: readonly AnketField[] = [
  'childLastName',
  'childFirstName',
  'childMiddleName',
  'diagnosis',
  'birthDate',
  'height',
  'weight',
  'dietaryInfo',
  'parentLastName',
  'parentFirstName',
  'parentMiddleName',
  'phone',
  'email',
  'secondAttendantLastName',
  'secondAttendantFirstName',
  'secondAttendantMiddleName',
];

export const fieldId = (field: AnketField) => `anket-${field}`;

/**
 * `secondAttendantPrice`: the clinic's fact, from the page (spec §2.12); `healthConsent`: the clinic's
 * healthDataBasis is written-consent, so the separate consent to the health data is asked for and
 * required (152-ФЗ ст. 10 ч. 2 п. 1)
 */
export function AnketForm({ secondAttendantPrice, healthConsent = false }: { secondAttendantPrice?: string | undefined; healthConsent?: boolean | undefined }) {
  const [draft] = useState(() => loadAnketDraft());
  const [unlocked, setUnlocked] = useState(draft?.unlocked ?? false);
  const [values, setValues] = useState<AnketValues>(() => ({ ...ANKET_DEFAULTS, ...draft?.values, consent: false }));
  // never kept with the draft, like the other consent: a reload asks for it again
  const [healthTicked, setHealthTicked] = useState(false);
  const consented = values.consent && (!healthConsent || healthTicked);
  const [errors, setErrors] = useState<FieldErrors<AnketField>>({});
  const [successOpen, setSuccessOpen] = useState(false);
  // from a successful send until the reset: nothing is saved as a draft and nothing can be sent
  const [completing, setCompleting] = useState(false);
  const [shaking, shake] = useShake();
  const { sending, send } = useFormSend(ANKET_ALERTS);
  const honeypot = useHoneypot();
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusAfterUnlock = useRef(false);
  // the Idempotency-Key of the last send that did not succeed, kept with the draft
  const attempt = useRef<SendAttempt | undefined>(draft?.attempt);

  useEffect(() => {
    if (completing) return;
    const { consent: _consent, ...typed } = values;
    saveAnketDraft({ unlocked, values: typed, attempt: attempt.current });
  }, [values, unlocked, completing]);

  useEffect(
    () => () => {
      clearTimeout(successTimer.current);
      clearTimeout(resetTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (!unlocked || !focusAfterUnlock.current) return;
    focusAfterUnlock.current = false;
    document.getElementById(fieldId('childLastName'))?.focus();
  }, [unlocked]);

  useWindowEvent(
    ANKET_UNLOCK_EVENT,
    useCallback(() => {
      focusAfterUnlock.current = true;
      setUnlocked(true);
    }, []),
  );

  const change = useCallback(<K extends keyof AnketValues>(field: K, value: AnketValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // spec §4: "An error mark clears when the field is edited"; a second attendant no longer
    // coming takes the marks off his names too
    setErrors((current) => {
      const cleared: string[] = [field, ...(field === 'secondAttendant' ? ['secondAttendantLastName', 'secondAttendantFirstName'] : [])];
      if (!cleared.some((name) => name in current)) return current;
      const next = { ...current };
      for (const name of cleared) delete next[name as AnketField];
      return next;
    });
  }, []);

  const changePhone = useCallback((value: string) => change('phone', value), [change]);

  const closeSuccess = useCallback(() => {
    clearTimeout(successTimer.current);
    setSuccessOpen(false);
    if (resetTimer.current !== undefined) return;
    resetTimer.current = setTimeout(() => {
      resetTimer.current = undefined;
      setValues({ ...ANKET_DEFAULTS });
      setHealthTicked(false);
      setErrors({});
      setCompleting(false);
    }, ANKET_RESET_MS);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!unlocked || !consented || sending || completing) return;
    const found = validateAnket(values);
    setErrors(found);
    if (hasErrors(found)) {
      shake();
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    const payload = buildAnketPayload(values, formService.accessKey, healthConsent);
    attempt.current = attemptFor(payload, attempt.current);
    const { consent: _consent, ...typed } = values;
    // kept before sending: a reload while the answer is lost still resends with this key
    saveAnketDraft({ unlocked, values: typed, attempt: attempt.current });
    const sent = await send(honeypot.withTrap(payload), attempt.current.key);
    if (!sent) return;
    attempt.current = undefined;
    clearAnketDraft();
    setCompleting(true);
    setSuccessOpen(true);
    successTimer.current = setTimeout(closeSuccess, ANKET_SUCCESS_MS);
  };

  const text = (field: AnketField, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={fieldId(field)}
      label={label}
      value={values[field]}
      onChange={(value) => change(field, value)}
      invalid={errors[field]}
      shaking={shaking}
      {...extra}
    />
  );
  const yesNo = (field: 'separateBed' | 'oxygenInhalation' | 'tracheostomy' | 'gastrostomy' | 'secondAttendant', legend: string) => (
    <ChoiceGroup name={fieldId(field)} legend={legend} options={YES_NO_OPTIONS} value={values[field]} onChange={(value) => change(field, value)} />
  );

  return (
    <div className={styles.anket}>
      {!unlocked && (
        <div className={styles.gate}>
          <p className={styles.gateText}>
            Пожалуйста, сначала прочитайте требования к поступлению выше на этой странице. Когда всё прочитаете, нажмите кнопку ниже — форма станет доступна для
            заполнения.
          </p>
          {/* the phone component's chunk is fetched on the way to this button, not on page load */}
          <button type="button" className={styles.unlock} onClick={unlockAnket} onPointerEnter={preloadPhoneInput} onFocus={preloadPhoneInput}>
            {UNLOCK_BUTTON_TEXT}
          </button>
          <p className={styles.warning} role="note">
            {ANKET_LOCKED_NOTICE}
          </p>
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Анкета" className={cx(styles.form, !unlocked && styles.locked)}>
        {/* spec §2.12: locked, every control is disabled — each group by its fieldset, which has a legend to name it */}
        <fieldset disabled={!unlocked} className={styles.group}>
          <legend className={styles.legend}>Ребёнок</legend>
          <div className={styles.row}>
            {text('childLastName', 'Фамилия ребёнка', { required: true, autoComplete: 'off' })}
            {text('childFirstName', 'Имя ребёнка', { required: true, autoComplete: 'off' })}
            {text('childMiddleName', 'Отчество ребёнка', { autoComplete: 'off' })}
          </div>
          {text('diagnosis', 'Диагноз', { required: true })}
          <div className={styles.row}>
            {text('birthDate', 'Дата рождения', { required: true, type: 'date', errorHint: 'Укажите дату рождения' })}
            {text('height', 'Рост, см', {
              required: true,
              type: 'number',
              min: 0,
              step: 'any',
              inputMode: 'decimal',
              errorHint: 'Укажите рост в сантиметрах: число, не меньше 0',
            })}
            {text('weight', 'Вес, кг', {
              required: true,
              type: 'number',
              min: 0,
              step: 'any',
              inputMode: 'decimal',
              errorHint: 'Укажите вес в килограммах: число, не меньше 0',
            })}
          </div>
        </fieldset>

        <fieldset disabled={!unlocked} className={styles.group}>
          <legend className={styles.legend}>Особенности ухода</legend>
          {yesNo('separateBed', 'Нужна отдельная кровать')}
          {yesNo('oxygenInhalation', 'Нужны ингаляции кислорода')}
          {yesNo('tracheostomy', 'Есть трахеостома')}
          {yesNo('gastrostomy', 'Есть гастростома')}
          {text('dietaryInfo', 'Особенности питания', { multiline: true, placeholder: 'Например, диета, аллергия, питание через зонд' })}
        </fieldset>

        <fieldset disabled={!unlocked} className={styles.group}>
          <legend className={styles.legend}>Родитель или законный представитель</legend>
          <div className={styles.row}>
            {text('parentLastName', 'Фамилия родителя', { required: true, autoComplete: 'family-name' })}
            {text('parentFirstName', 'Имя родителя', { required: true, autoComplete: 'given-name' })}
            {text('parentMiddleName', 'Отчество родителя', { autoComplete: 'additional-name' })}
          </div>
          <div className={styles.row}>
            <PhoneField
              load={unlocked}
              id={fieldId('phone')}
              label="Телефон"
              required
              value={values.phone}
              onChange={changePhone}
              invalid={errors.phone}
              shaking={shaking}
              errorHint="Укажите номер телефона: не меньше 10 цифр"
            />
            {text('email', 'Электронная почта', {
              required: true,
              type: 'email',
              inputMode: 'email',
              autoComplete: 'email',
              placeholder: 'name@example.ru',
              errorHint: 'Укажите адрес электронной почты, например name@example.ru',
            })}
          </div>
        </fieldset>

        <fieldset disabled={!unlocked} className={styles.group}>
          <legend className={styles.legend}>Второй сопровождающий</legend>
          {secondAttendantPrice !== undefined && (
            <p className={styles.groupHint}>Проживание второго сопровождающего оплачивается отдельно: {secondAttendantPrice} в сутки, питание включено.</p>
          )}
          {yesNo('secondAttendant', 'Едет второй сопровождающий')}
          {values.secondAttendant === 'yes' && (
            <div className={styles.row}>
              {text('secondAttendantLastName', 'Фамилия второго сопровождающего', { required: true, autoComplete: 'off' })}
              {text('secondAttendantFirstName', 'Имя второго сопровождающего', { required: true, autoComplete: 'off' })}
              {text('secondAttendantMiddleName', 'Отчество второго сопровождающего', { autoComplete: 'off' })}
            </div>
          )}
        </fieldset>

        <ConsentCheckbox id="anket-consent" disabled={!unlocked} checked={values.consent} onChange={(checked) => change('consent', checked)} />
        {healthConsent && <HealthConsentCheckbox id="anket-health-consent" disabled={!unlocked} checked={healthTicked} onChange={setHealthTicked} />}
        <SubmitButton disabled={!unlocked || !consented || completing} sending={sending}>
          Отправить анкету
        </SubmitButton>
        <HoneypotField inputRef={honeypot.ref} idPrefix="anket" />
      </form>
      <Modal open={successOpen} onClose={closeSuccess} title={ANKET_SUCCESS_TEXT} />
    </div>
  );
}
