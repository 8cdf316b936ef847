import { describe, expect, it } from 'vitest';
import { editorProblem, type FormField } from '../../../common/editor/editor-words.ts';
import { editorConfig } from '../../../tooling/editor/editor-config.ts';
import { readDataFile } from '../../../pipeline/index.ts';
import { COLLECTIONS } from '../../../common/schema/collections.ts';

// The check's problems in the editor's words: the form's labels, never a key, a file or a line of a file.

const config = editorConfig({ kind: 'local', url: 'http://127.0.0.1:8081/api/v1' });
const staffFields = (config.decap.collections.find((each) => each.name === 'staff')!.fields ?? []) as FormField[];
const STAFF = COLLECTIONS.staff!;

function staffProblems(text: string) {
  const read = readDataFile(text, { file: `${STAFF.folder}/x.yaml`, schema: STAFF.schema, topic: 'персонал' });
  if (read.ok) throw new Error('expected problems');
  return read.diagnostics.map((diagnostic) => editorProblem(diagnostic, staffFields));
}

describe('a problem in the editor’s words', () => {
  it('names a worker’s fields by the form’s labels', () => {
    const worded = staffProblems('name: Иванова Мария Петровна\nposition: врач-невролог\nschedule:\n  пн: с утра\n');
    const texts = worded.map((each) => each.text).join('\n');
    expect(texts).toContain('«График работы → Понедельник»');
    expect(texts).not.toMatch(/\bпн\b|schedule|sample|\.yaml|строка/);
  });

  it('sends a page nothing leads to to its «Раздел», without orphan: true or a navigation file', () => {
    const worded = editorProblem(
      { severity: 'warning', code: 'page-unreached', message: 'на страницу /x нельзя попасть … orphan: true', params: { route: '/x' } },
      [],
    );
    expect(worded.text).toContain('«Раздел»');
    expect(worded.text).not.toMatch(/orphan|navigation|sidebars/);
  });

  it('says a broken link’s address and the page it may have meant', () => {
    const worded = editorProblem(
      { severity: 'error', code: 'link-broken', message: '', params: { kind: 'route', route: '/prise', suggestion: '/prices' } },
      [],
    );
    expect(worded.text).toBe('Ссылка ведёт на страницу /prise, а такой страницы на сайте нет. Может быть, имелась в виду /prices? Исправьте ссылку в тексте.');
  });
});
