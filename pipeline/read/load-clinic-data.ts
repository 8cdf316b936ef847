// The clinic's data beyond its facts (content/data/*.yaml and the staff and reviews collections):
// what the law asks a medical organisation's site to publish, and the reviews it publishes, each
// file checked against its schema. Blocks show it (pipeline/blocks/), with the news items
// (load-news.ts); its sample marks, and each file the law needs that is not there, are launch
// items (the release check).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { isSampleMark, unsample, type Unsampled } from '../../common/schema/sampled.ts';
import { SITE_CONTENT_LAW, type ChecklistTopic } from '../../common/schema/launch.ts';
import type { StaffMemberFile } from '../../common/schema/clinic-data/staff.ts';
import type { ReviewEntryFile } from '../../common/schema/clinic-data/review.ts';
import type { Review } from '../../common/schema/content-items.ts';
import { COLLECTIONS } from '../../common/schema/collections.ts';
import { DATA_FILES, type DataFileDefinition } from '../../common/schema/data-files.ts';
import type { SampleValue } from '../shared/sample-values.ts';
import { reviewConsentItem } from './review-consent.ts';
import { createDiagnostic } from '../messages/catalogue.ts';
import { russianDate } from '../messages/language.ts';
import { readDataFile } from './read-data-file.ts';
import { defineCollection, loadCollection, type CollectionEntry } from './load-collection.ts';
import type { NewsItem } from './load-news.ts';

/** the medical workers, a file each (content/data/staff/*.yaml) */
export const STAFF = defineCollection<StaffMemberFile>({
  ...COLLECTIONS.staff,
  schema: COLLECTIONS.staff.schema,
  topic: 'персонал',
  // a name still a sample may look like a real one («Кравцов Андрей Петрович»): the manager is told
  label: (entry) => `${isSampleMark(entry.name) ? 'образец — ' : ''}${unsample(entry.name)}, ${unsample(entry.position)}`,
});

/** the patients' reviews, a file each (content/data/reviews/*.yaml) */
const REVIEWS = defineCollection<ReviewEntryFile>({
  ...COLLECTIONS.reviews,
  schema: COLLECTIONS.reviews.schema,
  topic: 'правовые тексты',
  label: (entry) => `отзыв «${entry.author}» от ${russianDate(entry.date)}`,
});

// the data files and their schemas are common: the web editor's page checks a save against them
export { DATA_FILES };

const STAFF_MISSING = 'сведения о каждом медицинском работнике: должность, образование, аккредитация или сертификат, стаж, график работы';

type DataFileKey = keyof typeof DATA_FILES;
type FileValue<K extends DataFileKey> = (typeof DATA_FILES)[K] extends DataFileDefinition<infer T> ? T : never;

/** a medical worker as the blocks show one */
export type StaffMember = Unsampled<StaffMemberFile> & { id: string };

/**
 * what the blocks show: each data file's values with their sample marks taken off, the reviews
 * newest first, and the news items published by this build (load-news.ts)
 */
export type ClinicDataValues = { [K in DataFileKey]: Unsampled<FileValue<K>> } & { staff: StaffMember[]; reviews: Review[]; news: NewsItem[] };
export type ClinicDataKey = keyof ClinicDataValues;

export interface ClinicData {
  values: Partial<ClinicDataValues>;
  /** files that are there but failed their schema: their problems are reported at them, not at each block */
  broken: ClinicDataKey[];
  /** a digest of each value, part of the hash of every page that shows it */
  digests: Partial<Record<ClinicDataKey, string>>;
}

export const NO_CLINIC_DATA: ClinicData = { values: {}, broken: [], digests: {} };

export interface LoadedClinicData {
  data: ClinicData;
  /** the sample marks, and a launch item for each file the law needs that is not there */
  samples: SampleValue[];
  diagnostics: Diagnostic[];
  /** the workers' photos, to check that each is in content/public */
  pictures: { src: string; file: string; line: number }[];
  /** every file's name and text, to notice a change */
  source: string;
}

/** where each data file or collection the law asks for stands: missing, it is a launch item */
export const DATA_LOCATIONS: Record<DataFileKey | 'staff', string> = {
  ...(Object.fromEntries(Object.entries(DATA_FILES).map(([key, { file }]) => [key, file])) as Record<DataFileKey, string>),
  staff: COLLECTIONS.staff.folder,
};

/** where everything the blocks show stands: the law's data, the reviews and the news */
export const SHOWN_DATA_LOCATIONS: Record<ClinicDataKey, string> = {
  ...DATA_LOCATIONS,
  reviews: COLLECTIONS.reviews.folder,
  news: COLLECTIONS.news.folder,
};

/** a value's digest, part of the hash of every page whose blocks show it */
export function dataDigest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

export async function loadClinicData(contentDir: string): Promise<LoadedClinicData> {
  const loaded: LoadedClinicData = { data: { values: {}, broken: [], digests: {} }, samples: [], diagnostics: [], pictures: [], source: '' };
  const { values, broken, digests } = loaded.data;
  const sources = new Map<DataFileKey, string>();
  const set = <K extends ClinicDataKey>(key: K, value: ClinicDataValues[K]) => {
    values[key] = value;
    digests[key] = dataDigest(value);
  };
  for (const [key, definition] of Object.entries(DATA_FILES) as [DataFileKey, DataFileDefinition<unknown>][]) {
    let source: string;
    try {
      source = await readFile(path.join(contentDir, definition.file), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      loaded.samples.push(missingItem(definition.file, definition.missing, definition.topic));
      continue;
    }
    loaded.source += `${definition.file}\n${source}\n`;
    sources.set(key, source);
    const result = readDataFile(source, definition);
    if (!result.ok) {
      loaded.diagnostics.push(...result.diagnostics);
      broken.push(key);
      continue;
    }
    loaded.samples.push(...result.samples);
    set(key, unsample(result.value) as ClinicDataValues[typeof key]);
  }

  loaded.diagnostics.push(...checkLicenceIssuer(values, broken, sources.get('licence') ?? ''));

  const staff = await loadCollection(contentDir, STAFF);
  loaded.source += staff.source;
  loaded.diagnostics.push(...staff.diagnostics);
  loaded.samples.push(...staff.samples);
  if (staff.entries.length > 0) {
    set('staff', staff.entries.map((entry) => ({ id: entry.id, ...unsample(entry.value) })).sort(byOrderThenName));
    for (const { value, file, source } of staff.entries) {
      if (value.photo === undefined) continue;
      const line = source.split('\n').findIndex((text) => text.includes(value.photo!.src)) + 1;
      loaded.pictures.push({ src: value.photo.src, file, line: Math.max(1, line) });
    }
  } else if (staff.fileCount > 0) broken.push('staff');
  else loaded.samples.push(missingItem(STAFF.folder, STAFF_MISSING, 'персонал'));

  const reviews = await loadCollection(contentDir, REVIEWS);
  loaded.source += reviews.source;
  loaded.diagnostics.push(...reviews.diagnostics);
  loaded.samples.push(...reviews.samples, ...reviews.entries.flatMap(reviewConsent));
  if (reviews.entries.length > 0) set('reviews', reviews.entries.map(({ value }) => shownReview(value)).sort(newestFirst));
  else if (reviews.fileCount > 0) broken.push('reviews');
  return loaded;
}

/** a review as the reviews block shows it: its consent note and guardian flag stay in the file */
function shownReview(entry: ReviewEntryFile): Review {
  return { author: entry.author, date: entry.date, content: entry.content, verified: entry.verified };
}

function newestFirst(a: Review, b: Review): number {
  return a.date === b.date ? a.author.localeCompare(b.author, 'ru') : a.date < b.date ? 1 : -1;
}

/** a review about a child by a relative who is not a parent: a launch item of its own (it names the review) at its author's line */
function reviewConsent({ value, file, source }: CollectionEntry<ReviewEntryFile>): SampleValue[] {
  const line = source.split('\n').findIndex((text) => /^author\s*:/.test(text)) + 1;
  const item = reviewConsentItem(value, Math.max(1, line));
  return item === undefined ? [] : [{ ...item, file }];
}

/**
 * the licence's issuer names a supervisor by id (its address and phone written once): an id no
 * supervisor has is the editor's to fix, at the licence's `issuer` line; the licence is then not
 * shown (its block would lack the issuer's address and phone)
 */
function checkLicenceIssuer(values: Partial<ClinicDataValues>, broken: ClinicDataKey[], source: string): Diagnostic[] {
  const { licence, supervisors } = values;
  if (licence === undefined || supervisors === undefined) return [];
  const ids = supervisors.bodies.flatMap((body) => (body.id === undefined ? [] : [body.id]));
  if (ids.includes(licence.issuer)) return [];
  delete values.licence;
  broken.push('licence');
  const file = DATA_FILES.licence.file;
  const line = source.split('\n').findIndex((text) => /^issuer\s*:/.test(text)) + 1;
  return [createDiagnostic('licence-issuer-unknown', { issuer: licence.issuer, ids: ids.join(', ') }, { file, line: Math.max(1, line) })];
}

function missingItem(file: string, what: string, topic: ChecklistTopic): SampleValue {
  return { what, file, line: 1, topic, kind: 'send', law: SITE_CONTENT_LAW, code: 'data-missing' };
}

function byOrderThenName(a: StaffMember, b: StaffMember): number {
  const order = (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER);
  return order !== 0 ? order : a.name.localeCompare(b.name, 'ru');
}
