import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKS } from '../../pipeline/blocks/index.ts';
import { DIAGNOSTIC_CODES } from '../../common/schema/diagnostic.ts';
import { createDiagnostic, MESSAGES } from '../../pipeline/messages/catalogue.ts';
import { formatText } from '../../pipeline/report/format-diagnostics.ts';

// content/README.md, in Russian, shows every block with its working example (the examples compile:
// see tests/pipeline/blocks) and explains every problem an editor can meet in the words of the
// message catalogue (pipeline/messages/).

const guide = readFileSync(path.resolve(import.meta.dirname, '../../content/README.md'), 'utf8');

describe('the editors’ guide', () => {
  it.each(BLOCKS.map((block) => [block.names[0]!, block.example] as const))('shows the %s block’s example verbatim', (_, example) => {
    expect(guide).toContain(example);
  });

  it.each(BLOCKS.flatMap((block) => block.names))('names the %s block', (name) => {
    expect(guide).toMatch(new RegExp(`\`${name}\`|:{3,4} ${name}\\b`));
  });

  it.each(DIAGNOSTIC_CODES)('explains the %s problem with its severity and the catalogue’s help', (code) => {
    const { severity, help } = MESSAGES[code];
    const row = `| \`${code}\` | ${severity === 'error' ? 'ошибка' : 'предупреждение'} | ${help.replace(/\|/g, '\\|')} |`;
    expect(guide.split('\n'), `content/README.md lacks the row:\n${row}`).toContain(row);
  });

  it('lists no problem code the pipeline does not have', () => {
    const listed = [...guide.matchAll(/^\| `([a-z-]+)` \| (?:ошибка|предупреждение) \|/gm)].map((match) => match[1]);
    expect(listed).toEqual([...DIAGNOSTIC_CODES]);
  });

  it('shows a problem line exactly as the check prints it', () => {
    const diagnostic = createDiagnostic('link-broken', { kind: 'route', route: '/abuot', suggestion: undefined }, { file: 'pages/about.md', line: 12, column: 5 });
    expect(guide).toContain(`\n${formatText([diagnostic], 'content', false, 'ru')}\`\`\``);
  });

  it('is written in Russian', () => {
    const prose = guide.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
    const cyrillic = prose.match(/[а-яё]/gi)?.length ?? 0;
    const latin = prose.match(/[a-z]/gi)?.length ?? 0;
    expect(cyrillic).toBeGreaterThan(latin * 4);
  });
});
