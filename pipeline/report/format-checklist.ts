// The launch checklist written out: in the terminal after the other problems of `check --release`
// (each line with where the editor replaces it), and as a document to print and tick off
// (`--format checklist`): Markdown whose lines are boxes, with no file names or field names in it.
import type { ChecklistGroup, ChecklistLine } from './launch-checklist.ts';
import { checklistCount } from './launch-checklist.ts';
import { plural } from '../messages/language.ts';
import { LEGAL_ACTS } from '../../common/schema/launch.ts';

const KIND_TITLES = { send: 'Прислать', decide: 'Решить' } as const;

/** the checklist under the diagnostics of `check --release` in a terminal; '' when nothing is missing */
export function formatChecklistText(groups: readonly ChecklistGroup[], contentDir: string, colour: boolean): string {
  if (groups.length === 0) return '';
  const paint = (code: string, text: string) => (colour ? `\u001b[${code}m${text}\u001b[0m` : text);
  const out = [`\n${paint('1', `Перед запуском сайта — ${checklistCount(groups)}`)}`];
  for (const group of groups) {
    out.push('', paint('1', capitalise(group.topic)));
    for (const kind of ['send', 'decide'] as const) {
      if (group[kind].length === 0) continue;
      out.push(`  ${KIND_TITLES[kind]}:`);
      for (const line of group[kind]) out.push(`  ☐ ${lineText(line)} ${paint('2', `(${joinPath(contentDir, line.file)}:${line.line})`)}`);
    }
  }
  return `${out.join('\n')}\n`;
}

/**
 * The checklist as a document for the clinic's manager, dated; `otherErrors` counts the problems
 * of the content that are not the clinic's to supply (the editor fixes them).
 */
export function formatChecklistDocument(groups: readonly ChecklistGroup[], date: Date, otherErrors: number): string {
  const out = ['# Что нужно сделать до запуска сайта', ''];
  const day = `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
  if (groups.length === 0) out.push(`Проверено ${day}: всё, что требуется для запуска, на месте.`);
  else {
    out.push(
      `Проверено ${day}. ${capitalise(checklistCount(groups))}.`,
      '',
      'Отметьте пункт, когда клиника прислала сведения или приняла решение. Где закон назван без статьи, статью и пункт уточнит юрист клиники.',
    );
  }
  for (const group of groups) {
    out.push('', `## ${capitalise(group.topic)}`);
    for (const kind of ['send', 'decide'] as const) {
      if (group[kind].length === 0) continue;
      out.push('', `**${KIND_TITLES[kind]}**`, '');
      for (const line of group[kind]) out.push(`- [ ] ${lineText(line)}`);
    }
  }
  const acts = Object.keys(LEGAL_ACTS).filter((act) => groups.some((group) => [...group.send, ...group.decide].some((line) => line.law.includes(act))));
  if (acts.length > 0) {
    out.push('', '## Законы, на которые ссылается список', '');
    for (const act of acts) out.push(`- ${act} — ${LEGAL_ACTS[act]}`);
  }
  if (otherErrors > 0) {
    out.push(
      '',
      '## Ошибки в файлах сайта',
      '',
      `Ещё ${otherErrors} ${plural(otherErrors, 'ошибка', 'ошибки', 'ошибок')} в файлах сайта: их исправляет редактор сайта.`,
    );
  }
  return `${out.join('\n')}\n`;
}

function lineText(line: ChecklistLine): string {
  return line.law === '' ? line.text : `${line.text} — основание: ${line.law}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);
}

function joinPath(dir: string, file: string): string {
  const prefix = dir.replace(/\\/g, '/').replace(/\/$/, '');
  return prefix === '' || prefix === '.' ? file : `${prefix}/${file}`;
}
