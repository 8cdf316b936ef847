import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionFields } from '../../../app/admin/version-fields.tsx';

// A version of «История правок» shown as the form shows the entry: labels, list items in order,
// nested fields, a page's text as written; nothing of a hidden field or an empty one.

describe('VersionFields', () => {
  it('shows each field under its label, lists in order, nested fields, yes or no', () => {
    render(
      <VersionFields
        values={{ name: 'Иванова Мария', active: true, kind: 'page', empty: '', certificates: [{ title: 'Неврология', year: 2019 }], phones: ['+7 1', '+7 2'] }}
        fields={[
          { name: 'name', label: 'ФИО', widget: 'string' },
          { name: 'active', label: 'Принимает', widget: 'boolean' },
          { name: 'kind', widget: 'hidden' },
          { name: 'empty', label: 'Пустое', widget: 'string' },
          {
            name: 'certificates',
            label: 'Сертификаты',
            widget: 'list',
            fields: [
              { name: 'title', label: 'Название', widget: 'string' },
              { name: 'year', label: 'Год', widget: 'number' },
            ],
          },
          { name: 'phones', label: 'Телефоны', widget: 'list', field: { name: 'item', label: 'Телефон', widget: 'string' } },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['ФИО', 'Принимает', 'Сертификаты', 'Название', 'Год', 'Телефоны']);
    expect(screen.getByText('да')).toBeTruthy();
    const lists = screen.getAllByRole('list');
    expect(within(lists[0]!).getByText('Неврология')).toBeTruthy();
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+7 1', '+7 2']);
    expect(screen.queryByText('Пустое')).toBeNull();
  });

  it('shows a page’s text as written', () => {
    render(
      <VersionFields values={{ body: '## Адрес\n\n::: tip Совет\nТекст.\n:::' }} fields={[{ name: 'body', label: 'Текст страницы', widget: 'page-text' }]} />,
    );
    expect(screen.getByText(/## Адрес/).tagName).toBe('PRE');
    expect(screen.getByText(/## Адрес/).textContent).toBe('## Адрес\n\n::: tip Совет\nТекст.\n:::');
  });
});
