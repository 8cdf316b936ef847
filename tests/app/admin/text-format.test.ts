import { describe, expect, it } from 'vitest';
import { FORMATS, factEdit, linkEdit, type TextEdit } from '../../../app/admin/text-format.ts';

// The formatting buttons of a page's text (app/admin/text-format.ts): the markdown around the
// selection, and nothing else of the text changed.

/** the text after an edit, with the selection after it marked by [ and ] */
function edited(text: string, edit: TextEdit): string {
  const after = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  const [from, to] = edit.select;
  return `${after.slice(0, from)}[${after.slice(from, to)}]${after.slice(to)}`;
}

/** the text with its selection marked by [ and ], and the edit of a format applied */
function format(marked: string, make: (text: string, selection: { start: number; end: number }) => TextEdit): string {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  const text = marked.replace('[', '').replace(']', '');
  return edited(text, make(text, { start, end }));
}

describe('the formatting of a page text', () => {
  it('puts bold and italic around the selected words, leaving a double click’s space outside', () => {
    expect(format('Лечение [детей ]с ДЦП.', FORMATS.bold)).toBe('Лечение **[детей]** с ДЦП.');
    expect(format('Лечение [детей] с ДЦП.', FORMATS.italic)).toBe('Лечение *[детей]* с ДЦП.');
  });

  it('takes the marks off when they are around the selection already', () => {
    expect(format('Лечение **[детей]** с ДЦП.', FORMATS.bold)).toBe('Лечение [детей] с ДЦП.');
    expect(format('Лечение *[детей]* с ДЦП.', FORMATS.italic)).toBe('Лечение [детей] с ДЦП.');
    // italic inside bold is not bold's mark
    expect(format('Лечение **[детей]** с ДЦП.', FORMATS.italic)).toBe('Лечение ***[детей]*** с ДЦП.');
  });

  it('with nothing selected inserts a word to type over, selected', () => {
    expect(format('Текст []', FORMATS.bold)).toBe('Текст **[жирный текст]**');
  });

  it('makes the caret’s line a heading, replacing another level, and back', () => {
    expect(format('Абзац.\n\nО кли[]нике\n\nЕщё.', FORMATS.heading)).toBe('Абзац.\n\n[## О клинике]\n\nЕщё.');
    expect(format('### О кли[]нике', FORMATS.heading)).toBe('[## О клинике]');
    expect(format('## О кли[]нике', FORMATS.heading)).toBe('[О клинике]');
  });

  it('makes every selected line an item of a list or a quote, blank lines kept', () => {
    expect(format('До.\n[Паспорт\nПолис\n]\nПосле.', FORMATS.list)).toBe('До.\n[- Паспорт\n- Полис]\n\nПосле.');
    expect(format('[- Паспорт\n- Полис]', FORMATS.list)).toBe('[Паспорт\nПолис]');
    expect(format('[1. Паспорт\n\n2. Полис]', FORMATS.list)).toBe('[- Паспорт\n\n- Полис]');
    expect(format('«Цита[]та».', FORMATS.quote)).toBe('[> «Цитата».]');
  });

  it('writes a link around the selection, or the target’s name for its text', () => {
    expect(format('Смотрите [цены].', (text, selection) => linkEdit(text, selection, '/prices#диагностика', 'Диагностика'))).toBe(
      'Смотрите [цены](/prices#диагностика)[].',
    );
    expect(format('Смотрите []', (text, selection) => linkEdit(text, selection, '/prices', 'Цены'))).toBe('Смотрите [Цены](/prices)[]');
    expect(format('Цена: [].', (_, selection) => factEdit(selection, 'diagnosticPackagePrice'))).toBe('Цена: {{diagnosticPackagePrice}}[].');
  });
});
