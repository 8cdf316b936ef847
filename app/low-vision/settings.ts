// The low-vision version's settings (docs/product.md, «The low-vision version»): what the visitor
// chose, kept in localStorage and shown as attributes on <html> (`lv` class, data-lv-*), which
// app/styles/low-vision.css reads. index.html's first script applies the stored settings before
// first paint, the same way.

export const LOW_VISION_KEY = 'low-vision';

export const SETTING_VALUES = {
  size: ['100', '150', '200'],
  scheme: ['bw', 'wb', 'blue', 'beige', 'green'],
  images: ['on', 'off'],
  spacing: ['normal', 'wide'],
  font: ['sans', 'serif'],
} as const;

export type SettingName = keyof typeof SETTING_VALUES;
export type LowVisionSettings = { [K in SettingName]: (typeof SETTING_VALUES)[K][number] };

/** what the eye button turns on: larger text, black on white */
export const DEFAULT_SETTINGS: LowVisionSettings = { size: '150', scheme: 'bw', images: 'on', spacing: 'normal', font: 'sans' };

const NAMES = Object.keys(SETTING_VALUES) as SettingName[];

/** the stored settings, each unknown or missing value replaced by its default; undefined when off */
export function parseSettings(text: string | null): LowVisionSettings | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const settings = { ...DEFAULT_SETTINGS };
  for (const name of NAMES) {
    const value = (data as Record<string, unknown>)[name];
    if ((SETTING_VALUES[name] as readonly unknown[]).includes(value)) (settings as Record<string, unknown>)[name] = value;
  }
  return settings;
}

/** on (with these settings) or off (undefined): stored, and applied to <html> */
export function saveAndApply(settings: LowVisionSettings | undefined): void {
  try {
    if (settings === undefined) localStorage.removeItem(LOW_VISION_KEY);
    else localStorage.setItem(LOW_VISION_KEY, JSON.stringify(settings));
  } catch {
    // private mode: the settings last for this page only
  }
  const root = document.documentElement;
  root.classList.toggle('lv', settings !== undefined);
  for (const name of NAMES) {
    if (settings === undefined) root.removeAttribute(`data-lv-${name}`);
    else root.setAttribute(`data-lv-${name}`, settings[name]);
  }
}

/** the settings in force on this page (index.html applied the stored ones), or undefined when off */
export function appliedSettings(): LowVisionSettings | undefined {
  const root = document.documentElement;
  if (!root.classList.contains('lv')) return undefined;
  return parseSettings(JSON.stringify(Object.fromEntries(NAMES.map((name) => [name, root.getAttribute(`data-lv-${name}`)]))));
}
