// The launch checklist: what `check --release` finds still missing, as a manager reads it —
// grouped by topic, what the clinic must send apart from what it must decide, each line in plain
// Russian with the law that asks for it. The checklist is the clinic's, so it is in Russian
// whatever language the messages are in.
import { CHECKLIST_TOPICS, LEGAL_SOURCES, type ChecklistTopic, type LaunchItemKind, type LegalSource } from '../../common/schema/launch.ts';
import type { SampleValue } from '../shared/sample-values.ts';
import { plural } from '../messages/language.ts';

export interface ChecklistLine {
  /** what to send or decide, from a capital letter */
  text: string;
  /** the law that asks for it, as the line cites it ('' when none does) */
  law: string;
  /** where the editor replaces it: the first mark's file and line */
  file: string;
  line: number;
}

export interface ChecklistGroup {
  topic: ChecklistTopic;
  send: ChecklistLine[];
  decide: ChecklistLine[];
}

/** the launch items as checklist lines by topic; a collection's entry (a worker) is one line of each kind */
export function launchChecklist(items: readonly SampleValue[]): ChecklistGroup[] {
  const lines = new Map<string, { item: SampleValue; parts: string[]; law: Set<LegalSource> }>();
  for (const item of items) {
    const key = item.entry === undefined ? `${item.file}:${item.line}:${lines.size}` : `${item.topic}\0${item.kind}\0${item.entry}`;
    const line = lines.get(key) ?? { item, parts: [], law: new Set<LegalSource>() };
    // a worker with two accreditations asks for the date of each: once on the line is enough
    if (!line.parts.includes(itemText(item))) line.parts.push(itemText(item));
    for (const source of item.law ?? []) line.law.add(source);
    lines.set(key, line);
  }
  const groups = CHECKLIST_TOPICS.map((topic): ChecklistGroup => ({ topic, send: [], decide: [] }));
  for (const { item, parts, law } of lines.values()) {
    const text = item.entry === undefined ? parts[0]! : `${item.entry}: ${parts.join('; ')}`;
    const group = groups.find((candidate) => candidate.topic === item.topic)!;
    group[item.kind].push({ text: capitalise(text), law: citeLaw([...law]), file: item.file, line: item.line });
  }
  return groups.filter((group) => group.send.length + group.decide.length > 0);
}

/**
 * The sources as a line cites them: a source whose text was read with its article and part; one
 * only recalled by its act, with «уточнить у юриста» (common/schema/launch.ts, the legal review).
 */
export function citeLaw(sources: readonly LegalSource[]): string {
  const read = sources.filter((source) => LEGAL_SOURCES[source].read);
  const recalled = [...new Set(sources.filter((source) => !LEGAL_SOURCES[source].read).map((source) => LEGAL_SOURCES[source].act))];
  return [...read, ...(recalled.length === 0 ? [] : [`${recalled.join('; ')} (статью и пункт уточнить у юриста)`])].join('; ');
}

/** «58 пунктов: прислать 45, решить 13» */
export function checklistCount(groups: readonly ChecklistGroup[]): string {
  const count = (kind: LaunchItemKind) => groups.reduce((sum, group) => sum + group[kind].length, 0);
  const send = count('send');
  const decide = count('decide');
  const total = send + decide;
  return `${total} ${plural(total, 'пункт', 'пункта', 'пунктов')}: прислать ${send}, решить ${decide}`;
}

/** what a launch item asks for, whatever kind of item it is */
function itemText(item: SampleValue): string {
  switch (item.code) {
    case 'form-service-abroad':
      return `сервис отправки форм записывает данные за пределами России (страна — «${item.what}»): перевести формы на приёмник клиники или выбрать сервис в России`;
    default:
      return item.what;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);
}
