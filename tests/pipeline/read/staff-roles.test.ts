import { describe, expect, it } from 'vitest';
import { missingRoleItems } from '../../../pipeline/read/staff-roles.ts';

// The positions a page names against the staff files: a position no worker holds is a line asking
// for that worker's details, at the role's line.

const LINES = [
  '---',
  'title: О клинике',
  'roles:',
  '  - врач-невролог',
  '  - инструктор по лечебной физкультуре',
  '  - врач — анестезиолог-реаниматолог',
  '---',
];
const page = { title: 'О клинике', roles: ['врач-невролог', 'инструктор по лечебной физкультуре', 'врач — анестезиолог-реаниматолог'] };

describe('the roles a page names', () => {
  it('a role some worker holds gives no line, however its dashes and its other posts are written', () => {
    expect(
      missingRoleItems('pages/about.md', page, LINES, ['Врач-невролог, главный врач', 'инструктор по лечебной физкультуре', 'врач-анестезиолог-реаниматолог']),
    ).toEqual([]);
  });

  it('a role no worker holds is one line under the staff, at its line, naming the role and the page', () => {
    expect(missingRoleItems('pages/about.md', page, LINES, ['врач-невролог, главный врач', 'врач — анестезиолог-реаниматолог'])).toEqual([
      {
        what: 'должность «инструктор по лечебной физкультуре» названа на странице «О клинике», а сведений ни об одном таком работнике нет: прислать ФИО, образование, аккредитацию или сертификат, стаж и график работы каждого',
        file: 'pages/about.md',
        line: 5,
        topic: 'персонал',
        kind: 'send',
        law: ['323-ФЗ ст. 79', 'приказ 118н'],
      },
    ]);
  });

  it('a «медицинская сестра» is not held by the head nurse or the massage nurse', () => {
    const nurse = { title: 'О клинике', roles: ['медицинская сестра'] };
    expect(missingRoleItems('pages/about.md', nurse, [], ['старшая медицинская сестра', 'медицинская сестра по массажу'])).toHaveLength(1);
  });

  it('no roles, or no staff to compare with (the folder broken), give none', () => {
    expect(missingRoleItems('pages/about.md', { title: 'О клинике' }, LINES, [])).toEqual([]);
    expect(missingRoleItems('pages/about.md', page, LINES, undefined)).toEqual([]);
  });
});
