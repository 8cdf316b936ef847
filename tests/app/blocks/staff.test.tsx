import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NodeOfType } from '../../../common/schema/ast.ts';
import { renderNode } from './render-node.tsx';

const members: NodeOfType<'staff'>['members'] = [
  {
    id: 'ivanova',
    name: 'Иванова Мария Петровна',
    position: 'врач-невролог',
    specialty: 'неврология',
    education: [{ level: 'высшее', institution: 'Новосибирский государственный медицинский университет', year: '2005', specialty: 'лечебное дело' }],
    accreditations: [
      { kind: 'аккредитация', specialty: 'неврология', date: '10.06.2022', validUntil: '09.06.2027' },
      { kind: 'сертификат', specialty: 'рефлексотерапия', date: '01.03.2021', validUntil: '28.02.2026' },
    ],
    experienceSince: '2007',
    schedule: [
      { days: 'пн–ср', hours: '9:00–15:00' },
      { days: 'пт', hours: '9:00–12:00, 14:00–17:00' },
    ],
    photo: { src: '/images/staff/ivanova.webp', alt: 'Иванова Мария Петровна', width: 400, height: 300 },
    about: 'Ведёт детей с ДЦП.',
  },
  {
    id: 'petrov',
    name: 'Петров Пётр Петрович',
    position: 'медицинский брат',
    specialty: 'сестринское дело',
    education: [{ level: 'среднее профессиональное', institution: 'Медицинский колледж', year: '2015', specialty: 'сестринское дело' }],
    accreditations: [{ kind: 'аккредитация', specialty: 'сестринское дело', date: '01.07.2023', validUntil: '30.06.2028' }],
    experienceSince: '2015',
    schedule: [{ days: 'пн–вс', hours: '8:00–20:00' }],
  },
];

describe('Staff', () => {
  it('cards: each worker’s photo with its size, name as a heading without an id, position and a word about them', () => {
    renderNode({ type: 'staff', view: 'cards', members });
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3, name: 'Иванова Мария Петровна' }).id).toBe('');
    const photo = within(first!).getByRole('img', { name: 'Иванова Мария Петровна' });
    expect([photo.getAttribute('src'), photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['/images/staff/ivanova.webp', '400', '300']);
    expect(within(first!).getByText('врач-невролог')).toBeDefined();
    expect(within(first!).getByText('Ведёт детей с ДЦП.')).toBeDefined();
    // no photo, no picture; the legal fields stay on the legal page
    expect(within(second!).queryByRole('img')).toBeNull();
    expect(within(second!).getByRole('heading', { name: 'Петров Пётр Петрович' })).toBeDefined();
    expect(screen.queryByText(/аккредитац/i)).toBeNull();
  });

  it('table: a row per worker headed by the name, with education, accreditation or certificate, experience and hours by day', () => {
    renderNode({ type: 'staff', view: 'table', members });
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Работник', 'Образование', 'Аккредитация или сертификат', 'Стаж по специальности', 'График работы']);
    const row = within(table).getByRole('row', { name: /^Иванова Мария Петровна/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Иванова Мария Петровнаврач-неврологспециальность: неврология');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'высшее: Новосибирский государственный медицинский университет, 2005; специальность «лечебное дело»',
      'Аккредитация по специальности «неврология» от 10.06.2022, действует до 09.06.2027Сертификат по специальности «рефлексотерапия» от 01.03.2021, действует до 28.02.2026',
      'с 2007 года',
      'пн–ср 9:00–15:00пт 9:00–12:00, 14:00–17:00',
    ]);
    expect(within(table).getByRole('row', { name: /^Петров Пётр Петрович/ })).toBeDefined();
    // a wide table scrolls inside a region the keyboard can reach
    expect(screen.getByRole('region', { name: 'Медицинские работники' }).tabIndex).toBe(0);
  });
});
