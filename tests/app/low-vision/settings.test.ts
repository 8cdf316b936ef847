import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { appliedSettings, DEFAULT_SETTINGS, LOW_VISION_KEY, parseSettings, saveAndApply, type LowVisionSettings } from '../../../app/low-vision/settings.ts';

const CUSTOM: LowVisionSettings = { size: '200', scheme: 'green', images: 'off', spacing: 'wide', font: 'serif' };

/** the attributes the low-vision version leaves on <html> */
function htmlState() {
  const root = document.documentElement;
  return {
    lv: root.classList.contains('lv'),
    attributes: [...root.attributes]
      .filter((a) => a.name.startsWith('data-lv-'))
      .map((a) => `${a.name}=${a.value}`)
      .sort(),
  };
}

/** index.html's first script, run as the browser runs it before first paint */
function runIndexHtmlScript() {
  const html = readFileSync('app/index.html', 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  new Function(script)();
}

afterEach(() => {
  saveAndApply(undefined);
  localStorage.clear();
  document.documentElement.className = '';
});

describe('the low-vision settings', () => {
  it('reads what was stored, a wrong value falling back to its default', () => {
    expect(parseSettings(JSON.stringify(CUSTOM))).toEqual(CUSTOM);
    expect(parseSettings('{"size":"300","scheme":"wb","font":7}')).toEqual({ ...DEFAULT_SETTINGS, scheme: 'wb' });
  });

  it('is off when nothing (or nothing readable) is stored', () => {
    expect(parseSettings(null)).toBeUndefined();
    expect(parseSettings('{')).toBeUndefined();
    expect(parseSettings('"on"')).toBeUndefined();
  });

  it('stores and applies the settings, and removes every trace when turned off', () => {
    saveAndApply(CUSTOM);
    expect(JSON.parse(localStorage.getItem(LOW_VISION_KEY)!)).toEqual(CUSTOM);
    expect(htmlState()).toEqual({
      lv: true,
      attributes: ['data-lv-font=serif', 'data-lv-images=off', 'data-lv-scheme=green', 'data-lv-size=200', 'data-lv-spacing=wide'],
    });
    expect(appliedSettings()).toEqual(CUSTOM);
    saveAndApply(undefined);
    expect(localStorage.getItem(LOW_VISION_KEY)).toBeNull();
    expect(htmlState()).toEqual({ lv: false, attributes: [] });
    expect(appliedSettings()).toBeUndefined();
  });

  it('index.html applies the stored settings before first paint exactly as the app does', () => {
    saveAndApply(CUSTOM);
    const byApp = htmlState();
    saveAndApply(undefined);
    localStorage.setItem(LOW_VISION_KEY, JSON.stringify(CUSTOM));
    runIndexHtmlScript();
    expect(htmlState()).toEqual(byApp);
  });

  it('index.html leaves the page alone when the version is off or its record is broken', () => {
    runIndexHtmlScript();
    expect(htmlState()).toEqual({ lv: false, attributes: [] });
    localStorage.setItem(LOW_VISION_KEY, '{not json');
    runIndexHtmlScript();
    expect(htmlState()).toEqual({ lv: false, attributes: [] });
  });
});
