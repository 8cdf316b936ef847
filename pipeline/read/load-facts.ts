// The clinic's facts (content/data/clinic.yaml): read, checked, and turned into the texts pages
// use by name, the footer's contact data and the sample values the release check refuses.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createDiagnostic } from '../messages/catalogue.ts';
import { plural } from '../messages/language.ts';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import {
  clinicFactsSchema,
  DAY_COUNT_FACTS,
  type ClinicFactsFile,
  type FactName,
  type HealthDataBasis,
  type SocialLink,
} from '../../common/schema/clinic-facts.ts';
import { parseYaml } from './parse-yaml.ts';
import { displayPhone } from '../shared/phone-display.ts';
import { nonBreakingNumbers } from '../shared/number-spaces.ts';
import type { SampleValue } from '../shared/sample-values.ts';
import { isSampleMark, type Unsampled } from '../../common/schema/sampled.ts';
import { launchMetaAt } from './sample-marks.ts';
import { FACTS_FILE } from '../../common/schema/data-files.ts';

export { FACTS_FILE };

/** what the rest of the site takes from the facts: the footer data of spec §2.11 and the hours */
interface FactsSiteInfo {
  name: string;
  address: string;
  email: string;
  /** digits with the leading +, for tel: links */
  phone: string;
  phoneDisplay: string;
  social: SocialLink[];
  /** schema.org openingHours, derived from the hours facts */
  openingHours: string[];
  formsRetentionDays: number;
  healthDataBasis: HealthDataBasis;
}

export interface Facts {
  /** every name a page may write as `{{name}}`, with the text it stands for */
  texts: ReadonlyMap<string, string>;
  samples: SampleValue[];
  site: FactsSiteInfo;
}

export interface LoadedFacts {
  facts: Facts | undefined;
  /** the file's text, to notice a change (every page may use a fact) */
  source: string | undefined;
  diagnostics: Diagnostic[];
}

export async function loadFacts(contentDir: string): Promise<LoadedFacts> {
  let source: string;
  try {
    source = await readFile(path.join(contentDir, FACTS_FILE), 'utf8');
  } catch {
    return {
      facts: undefined,
      source: undefined,
      diagnostics: [createDiagnostic('facts-file-missing', { file: FACTS_FILE }, { file: FACTS_FILE, line: 1 })],
    };
  }
  const parsed = parseYaml(source, clinicFactsSchema);
  if (!parsed.ok) {
    return {
      facts: undefined,
      source,
      diagnostics: parsed.problems.map((problem) => {
        const at = { file: FACTS_FILE, line: problem.line, column: problem.column };
        return problem.kind === 'syntax'
          ? createDiagnostic('facts-yaml', { yaml: problem.yaml }, at)
          : createDiagnostic('facts-invalid', { issue: problem.issue }, at);
      }),
    };
  }
  return { facts: factsOf(parsed.value, source), source, diagnostics: [] };
}

/** the texts, samples and footer data of a checked facts file */
export function factsOf(file: ClinicFactsFile, source: string): Facts {
  const lines = keyLines(source);
  const samples = new Map<FactName, SampleValue>();
  const value = <K extends FactName>(name: K) => {
    const entry: unknown = file[name];
    if (isSampleMark(entry)) {
      const meta = launchMetaAt(clinicFactsSchema, [name]);
      samples.set(name, {
        what: entry.sample ?? entry.decide!,
        file: FACTS_FILE,
        line: lines.get(name) ?? 1,
        topic: meta?.topic ?? 'реквизиты',
        kind: entry.sample === undefined ? 'decide' : 'send',
        ...(meta?.law === undefined ? {} : { law: meta.law }),
      });
      return entry.value as Unsampled<ClinicFactsFile[K]>;
    }
    return entry as Unsampled<ClinicFactsFile[K]>;
  };
  const texts = new Map<string, string>();
  for (const name of Object.keys(file) as FactName[]) {
    const text = value(name);
    if (typeof text === 'string') texts.set(name, text);
    if (typeof text === 'number') {
      texts.set(name, DAY_COUNT_FACTS.has(name) ? daysGenitive(text) : roubles(text));
      texts.set(`${name}.number`, String(text));
    }
  }
  const phoneDisplay = displayPhone(texts.get('phone')!);
  const phone = `+${phoneDisplay.replace(/\D/g, '')}`;
  texts.set('phone', phoneDisplay);
  const email = texts.get('email')!;
  texts.set('phone.link', `tel:${phone}`);
  texts.set('email.link', `mailto:${email}`);
  const abroad = formServiceAbroad(texts, lines);
  return {
    texts,
    samples: [...samples.values(), ...abroad].sort((a, b) => a.line - b.line),
    site: {
      name: texts.get('name')!,
      address: texts.get('address')!,
      email,
      phone,
      phoneDisplay,
      social: value('social'),
      openingHours: [`Mo-Fr ${schemaOrgHours(texts.get('hoursWeekdays')!)}`, `Sa ${schemaOrgHours(texts.get('hoursSaturday')!)}`],
      formsRetentionDays: Number(texts.get('formsRetentionDays.number')),
      healthDataBasis: value('healthDataBasis'),
    },
  };
}

/**
 * Stand-ins for every fact while the facts file is broken (its problems are reported there): pages
 * still compile, and a use of a fact is not reported once more at every page.
 */
export function placeholderTexts(): ReadonlyMap<string, string> {
  const texts = new Map<string, string>(
    Object.keys(clinicFactsSchema.shape)
      .filter((name) => name !== 'social')
      .map((name) => [name, name]),
  );
  texts.set('phone', '+7 000 000-00-00');
  texts.set('email', 'clinic@example.ru');
  texts.set('phone.link', 'tel:+70000000000');
  texts.set('email.link', 'mailto:clinic@example.ru');
  texts.set('secondAttendantPrice.number', '1');
  texts.set('diagnosticPackagePrice.number', '1');
  texts.set('diagnosticPackageInjectionsPrice.number', '1');
  texts.set('formsRetentionDays.number', '1');
  texts.set('formsBackupDays.number', '1');
  return texts;
}

/**
 * 2000 → «2 000 ₽», 99000 → «99 000 ₽», the spaces no-break (content/README.md, «Стиль текста»):
 * the same as a price row shows, and a price never wraps inside
 */
export function roubles(amount: number): string {
  return nonBreakingNumbers(`${amount} ₽`);
}

/**
 * 30 → «30 дней», 21 → «21 дня» (the space no-break): the genitive, as the texts use a number of
 * days — «в течение 30 дней», «не более 21 дня»
 */
function daysGenitive(count: number): string {
  return `${count}\u00a0${plural(count, 'дня', 'дней', 'дней')}`;
}

/** how the facts may write the country where the form data stay at home */
const RUSSIA = new Set(['россия', 'российская федерация', 'рф']);

/**
 * An external form service outside Russia: the forms' data would be recorded abroad first, which
 * 152-ФЗ ст. 18 ч. 5 forbids. Listed with the sample values, so `check --release` and the
 * production build refuse it at its line (form-service-abroad).
 */
function formServiceAbroad(texts: ReadonlyMap<string, string>, lines: ReadonlyMap<string, number>): SampleValue[] {
  const country = texts.get('formServiceCountry');
  if (country === undefined || RUSSIA.has(country.trim().toLowerCase())) return [];
  return [
    {
      what: country,
      file: FACTS_FILE,
      line: lines.get('formServiceCountry') ?? 1,
      code: 'form-service-abroad',
      topic: 'формы и почта',
      kind: 'decide',
      law: ['152-ФЗ ст. 18 ч. 5'],
    },
  ];
}

/** «9:00–18:00» → "09:00-18:00" (schema.org openingHours) */
function schemaOrgHours(range: string): string {
  return range
    .split('–')
    .map((time) => time.padStart(5, '0'))
    .join('-');
}

/** the line of each top-level key of a YAML mapping */
function keyLines(source: string): Map<string, number> {
  const lines = new Map<string, number>();
  source.split(/\r?\n/).forEach((text, index) => {
    const match = /^([A-Za-z][\w]*):/.exec(text);
    if (match && !lines.has(match[1]!)) lines.set(match[1]!, index + 1);
  });
  return lines;
}
