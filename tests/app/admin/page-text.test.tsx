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
