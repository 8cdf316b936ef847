import { useEffect, useId, useRef, useState } from 'react';
import { appliedSettings, DEFAULT_SETTINGS, saveAndApply, type LowVisionSettings, type SettingName } from './settings.ts';
import styles from './settings-bar.module.css';

// The settings bar of the low-vision version (docs/product.md, «The low-vision version»), a chunk
// of its own (low-vision-slot.tsx). Native radio groups with legends: arrow keys move within a
// group, Tab between groups.

const GROUPS: { name: SettingName; legend: string; options: [string, string][] }[] = [
  {
    name: 'size',
    legend: 'Размер шрифта',
    options: [
      ['100', 'Обычный'],
      ['150', 'Крупный'],
      ['200', 'Самый крупный'],
    ],
  },
  {
    name: 'scheme',
    legend: 'Цветовая схема',
    options: [
      ['bw', 'Чёрным по белому'],
      ['wb', 'Белым по чёрному'],
      ['blue', 'Тёмно-синим по голубому'],
      ['beige', 'Коричневым по бежевому'],
      ['green', 'Зелёным по тёмно-коричневому'],
    ],
  },
  {
    name: 'images',
    legend: 'Изображения',
    options: [
      ['on', 'Показывать'],
      ['off', 'Скрыть'],
    ],
  },
  {
    name: 'spacing',
    legend: 'Интервал между буквами и строками',
    options: [
      ['normal', 'Обычный'],
      ['wide', 'Увеличенный'],
    ],
  },
  {
    name: 'font',
    legend: 'Шрифт',
    options: [
      ['sans', 'Без засечек'],
      ['serif', 'С засечками'],
    ],
  },
];

/** `presses` > 0: opened by the eye button, which moves the focus here (again on each press) */
export default function SettingsBar({ presses, onClose }: { presses: number; onClose: () => void }) {
  const [settings, setSettings] = useState<LowVisionSettings>(() => appliedSettings() ?? DEFAULT_SETTINGS);
  // a returning visitor gets the bar folded (its settings are in force): on a phone, at the
  // largest size, the open bar is several screens high
  const [expanded, setExpanded] = useState(presses > 0);
  const title = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    // pressing the eye button turns the version on; the settings in force stay as they are
    if (appliedSettings() === undefined) saveAndApply(settings);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (presses === 0) return;
    setExpanded(true);
    title.current?.focus();
  }, [presses]);

  const change = (name: SettingName, value: string) => {
    const next = { ...settings, [name]: value } as LowVisionSettings;
    setSettings(next);
    saveAndApply(next);
  };

  const turnOff = () => {
    saveAndApply(undefined);
    onClose();
    // the focus goes back to the eye button that is on screen (top bar, or the burger's menu)
    const buttons = [...document.querySelectorAll<HTMLElement>('[data-low-vision-button]')];
    (buttons.find((button) => button.offsetParent !== null) ?? document.getElementById('main-content'))?.focus();
  };

  return (
    <section className={styles.bar} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={title} tabIndex={-1} className={styles.title}>
        Версия для слабовидящих
      </h2>
      <div className={styles.row}>
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={`${id}-groups`} onClick={() => setExpanded(!expanded)}>
          Настройки
        </button>
        <button type="button" className={styles.off} onClick={turnOff}>
          Обычная версия
        </button>
      </div>
      <div id={`${id}-groups`} className={styles.groups} hidden={!expanded}>
        {GROUPS.map((group) => (
          <fieldset key={group.name} className={styles.group}>
            <legend className={styles.legend}>{group.legend}</legend>
            <div className={styles.options}>
              {group.options.map(([value, label]) => (
                <label key={value} className={styles.option} data-lv-swatch={group.name === 'scheme' ? value : undefined}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={`${id}-${group.name}`}
                    value={value}
                    checked={settings[group.name] === value}
                    onChange={() => change(group.name, value)}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
