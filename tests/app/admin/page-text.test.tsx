import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockAt, PageText } from '../../../app/admin/page-text.tsx';
import { fileNameOf } from '../../../app/admin/file-name.ts';

// A page's text in the web editor (app/admin/page-text.tsx): the markdown as written, with the common
// blocks inserted and changed through their forms.

function Editor({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PageText id="body" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('the page text of the web editor', () => {
  it('inserts a block from its form at the caret, between blank lines', async () => {
    const user = userEvent.setup();
    render(<Editor initial={'Первый абзац.\nВторой абзац.'} />);
    const text = screen.getByRole<HTMLTextAreaElement>('textbox');
    // the caret after the first paragraph
    text.focus();
    text.setSelectionRange(13, 13);
    fireEvent.select(text);
    await user.click(screen.getByRole('button', { name: 'Шаги' }));
    const form = screen.getByRole('form', { name: 'Блок «Шаги»' });
    await user.type(form.querySelector('input')!, 'Позвоните нам.');
    await user.click(screen.getByRole('button', { name: 'Вставить блок' }));
    expect(screen.getByTestId('value').textContent).toBe('Первый абзац.\n\n::: steps\n1. Позвоните нам.\n:::\n\nВторой абзац.');
  });

  it('finds the block the caret is in and reads it into its form', () => {
    const text = 'Абзац.\n\n::: accordion Вопрос? {open}\nОтвет.\n:::\n\nЕщё.';
    const found = blockAt(text, text.indexOf('Ответ'));
    expect(found).toMatchObject({ component: { id: 'accordion' }, data: { title: 'Вопрос?', open: true, text: 'Ответ.' }, range: { start: 8 } });
    expect(blockAt(text, text.indexOf('Ещё'))).toBeUndefined();
    expect(blockAt(text, 2)).toBeUndefined();
  });

  it('offers a block only with the caret inside it, a block without a body included', () => {
    const text = '::: warning Назначается не всем\n:::\n\nАбзац.\n\n::: tip Совет\nТекст совета.\n:::\n';
    expect(blockAt(text, text.indexOf('Абзац'))).toBeUndefined();
    expect(blockAt(text, text.indexOf('всем'))).toMatchObject({
      data: { kind: 'warning', title: 'Назначается не всем', text: '' },
      range: { start: 0, end: text.indexOf(':::\n\n') + 3 },
    });
    expect(blockAt(text, text.indexOf('Текст совета'))).toMatchObject({ data: { kind: 'tip', text: 'Текст совета.' } });
    expect(blockAt(text, text.length)).toBeUndefined();
  });

  it('keeps what is typed when the value it sent comes back late, and takes a value it did not send', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    // Decap draws the widget again with each value some keystrokes later
    const { rerender } = render(<PageText id="body" value="Искитим" onChange={(value) => sent.push(value)} />);
    const text = screen.getByRole<HTMLTextAreaElement>('textbox');
    await user.click(text);
    text.setSelectionRange(3, 3);
    await user.keyboard('аб');
    expect(text.value).toBe('Искабитим');
    expect(text.selectionStart).toBe(5);
    rerender(<PageText id="body" value={sent[0]!} onChange={(value) => sent.push(value)} />);
    await user.keyboard('в');
    rerender(<PageText id="body" value={sent[1]!} onChange={(value) => sent.push(value)} />);
    expect(text.value).toBe('Искабвитим');
    expect(text.selectionStart).toBe(6);
    // another entry, or a draft restored: the value is Decap's
    rerender(<PageText id="body" value="Бердск" onChange={(value) => sent.push(value)} />);
    expect(text.value).toBe('Бердск');
  });

  it('makes the selected word bold with Ctrl+B', async () => {
    const user = userEvent.setup();
    render(<Editor initial="Лечение детей с ДЦП." />);
    const text = screen.getByRole<HTMLTextAreaElement>('textbox');
    await user.click(text);
    text.setSelectionRange(8, 13);
    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByTestId('value').textContent).toBe('Лечение **детей** с ДЦП.');
    expect(screen.getByRole('toolbar', { name: 'Оформление текста' })).toBeTruthy();
  });
});

describe('the file name of a new entry', () => {
  it.each([
    ['Иванова Мария Петровна', 'ivanova-mariya-petrovna'],
    ['Как добраться до клиники?', 'kak-dobratsya-do-kliniki'],
    ['Щёлково: «ДЦП» 2024', 'shchelkovo-dtsp-2024'],
    ['', 'new'],
  ])('%s → %s', (title, name) => {
    expect(fileNameOf(title)).toBe(name);
  });
});
