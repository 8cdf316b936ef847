import { z } from 'zod';

// The works (services) a licence for medical activity may cover, as the register of licences
// names them (Положение о лицензировании медицинской деятельности, its annex). A closed list: the
// licence names its works by these ids, and a page that offers a service names the work it needs
// (frontmatter `services`), so the build compares the two. The names are the register's wording
// in the nominative, as the legal page lists them; compare with the licence's extract.

export const LICENSED_WORKS = {
  neurology: 'неврология',
  'inpatient-neurology': 'неврология (специализированная медицинская помощь в стационарных условиях)',
  pediatrics: 'педиатрия',
  ophthalmology: 'офтальмология',
  anaesthesiology: 'анестезиология и реаниматология',
  'clinical-laboratory-diagnostics': 'клиническая лабораторная диагностика',
  'exercise-therapy': 'лечебная физкультура',
  'medical-massage': 'медицинский массаж',
  'medical-rehabilitation': 'медицинская реабилитация',
  reflexotherapy: 'рефлексотерапия',
  radiology: 'рентгенология',
  'ultrasound-diagnostics': 'ультразвуковая диагностика',
  'functional-diagnostics': 'функциональная диагностика',
  nursing: 'сестринское дело',
} as const satisfies Record<string, string>;

export type LicensedWork = keyof typeof LICENSED_WORKS;

export const licensedWorkSchema = z.enum(Object.keys(LICENSED_WORKS) as [LicensedWork, ...LicensedWork[]]);
