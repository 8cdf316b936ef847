import type { z } from 'zod';
import { staffMemberSchema } from './clinic-data/staff.ts';
import { newsEntrySchema } from './clinic-data/news.ts';
import { reviewEntrySchema } from './clinic-data/review.ts';

// The content's collections in one place: a folder of content/ with one file per entry, each file
// checked against its schema. Lists, sequences and cards are made from the entries, never written
// by hand. The pipeline loads them (pipeline/read/load-collection.ts); the editors' JSON Schemas
// and a web editor's forms are made from the same schemas.

export interface CollectionSchema {
  /** relative to the content folder */
  folder: string;
  /**
   * yaml: each entry is a YAML file (name.yaml) and the schema checks all of it; markdown: each entry
   * is a page (name.md, its route /folder-without-pages/name) whose frontmatter the schema checks and
   * whose markdown after the frontmatter is its text
   */
  format: 'yaml' | 'markdown';
  /** what editors call the collection, and one entry of it (the web editor's «＋ …» button) */
  label: string;
  entryLabel: string;
  schema: z.ZodType;
}

export const COLLECTIONS = {
  /** the medical workers (323-ФЗ ст. 79): «О клинике» and «Сведения о медицинской организации» list them */
  staff: { folder: 'data/staff', format: 'yaml', label: 'Медицинские работники', entryLabel: 'медицинский работник', schema: staffMemberSchema },
  /** the news items: the news list, the home page's card, the news sequence (spec §2.10) */
  news: { folder: 'pages/news', format: 'markdown', label: 'Новости', entryLabel: 'новость', schema: newsEntrySchema },
  /** the patients' reviews: the reviews block (spec §2.13) */
  reviews: { folder: 'data/reviews', format: 'yaml', label: 'Отзывы пациентов', entryLabel: 'отзыв', schema: reviewEntrySchema },
} as const satisfies Record<string, CollectionSchema>;
