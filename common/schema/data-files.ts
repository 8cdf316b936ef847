import type { z } from 'zod';
import type { ChecklistTopic } from './launch.ts';
import { organizationSchema, type OrganizationFile } from './clinic-data/organization.ts';
import { licenceSchema, type LicenceFile } from './clinic-data/licence.ts';
import { supervisorsSchema, type SupervisorsFile } from './clinic-data/supervisors.ts';
import { freeCareSchema, type FreeCareFile } from './clinic-data/free-care.ts';
import { patientsSchema, type PatientsFile } from './clinic-data/patients.ts';
import { vacanciesSchema, type VacanciesFile } from './clinic-data/vacancies.ts';

// The clinic's data files beyond its facts (content/data/*.yaml), each with its schema: the
// pipeline reads them (pipeline/read/load-clinic-data.ts), and the web editor's page checks a save
// against the same schema before anything is written (common/editor/save-guard.ts).

/** the clinic's facts, relative to the content folder */
export const FACTS_FILE = 'data/clinic.yaml';

export interface DataFileDefinition<T> {
  file: string;
  schema: z.ZodType<T>;
  topic: ChecklistTopic;
  /** what the launch checklist asks the clinic for while the file is not there */
  missing: string;
}

function dataFile<T>(definition: DataFileDefinition<T>): DataFileDefinition<T> {
  return definition;
}

/** the data files, each with its schema (its JSON Schema is written for the editors: emit/json-schemas.ts) */
export const DATA_FILES = {
  organization: dataFile<OrganizationFile>({
    file: 'data/organization.yaml',
    schema: organizationSchema,
    topic: 'реквизиты',
    missing: 'сведения об организации: дата государственной регистрации, учредители, структура, руководитель и часы приёма граждан',
  }),
  licence: dataFile<LicenceFile>({
    file: 'data/licence.yaml',
    schema: licenceSchema,
    topic: 'лицензия',
    missing: 'сведения о лицензии на медицинскую деятельность: номер, дата, кто выдал (с адресом и телефоном), перечень работ и услуг',
  }),
  supervisors: dataFile<SupervisorsFile>({
    file: 'data/supervisors.yaml',
    schema: supervisorsSchema,
    topic: 'правовые тексты',
    missing: 'контролирующие органы с адресами, телефонами и сайтами',
  }),
  freeCare: dataFile<FreeCareFile>({
    file: 'data/free-care.yaml',
    schema: freeCareSchema,
    topic: 'цены и услуги',
    missing: 'участвует ли клиника в ОМС и где прочитать программы бесплатной медицинской помощи — федеральную и территориальную',
  }),
  patients: dataFile<PatientsFile>({
    file: 'data/patients.yaml',
    schema: patientsSchema,
    topic: 'правовые тексты',
    missing: 'права и обязанности пациентов, правила внутреннего распорядка, условия доступности для инвалидов',
  }),
  vacancies: dataFile<VacanciesFile>({
    file: 'data/vacancies.yaml',
    schema: vacanciesSchema,
    topic: 'персонал',
    missing: 'вакансии клиники (или подтверждение, что их нет)',
  }),
} as const;
