import { describe, expect, it } from 'vitest';
import { compilePage } from '../../pipeline/compile-page.ts';
import { createMarkdown } from '../../pipeline/transform/markdown.ts';
import { sampleDiagnostics, sampleSummary } from '../../pipeline/check/sample-values.ts';

// Sample values a page marks: its frontmatter `sample` (one text or a list) and a block's {sample="…"}.

const md = createMarkdown();
const REVIEW = '- author: Мария\n  date: 2024-03-12\n  content: Хорошая клиника.';

describe('sample marks on a page', () => {
  it('one text in the frontmatter is at the line of `sample:`', () => {
    const page = compilePage('pages/x.md', '---\ntitle: T\ndescription: D.\nsample: имена врачей\n---\n\nТекст.\n', md);
    expect(page.diagnostics).toEqual([]);
    expect(page.samples).toEqual([{ what: 'имена врачей', file: 'pages/x.md', line: 4 }]);
  });

  it('a block says what the clinic must supply; a bare {sample} is refused, saying so', () => {
    const marked = compilePage('pages/x.md', `---\ntitle: T\ndescription: D.\n---\n\n::: reviews {sample="настоящие отзывы"}\n${REVIEW}\n:::\n`, md);
    expect(marked.diagnostics).toEqual([]);
    expect(marked.samples).toEqual([{ what: 'настоящие отзывы', file: 'pages/x.md', line: 6 }]);
    const bare = compilePage('pages/x.md', `---\ntitle: T\ndescription: D.\n---\n\n::: reviews {sample}\n${REVIEW}\n:::\n`, md);
    expect(bare.diagnostics.map(({ code, line, message }) => ({ code, line, message }))).toEqual([
      { code: 'block-attribute-invalid', line: 6, message: expect.stringContaining('в атрибуте sample напишите, что должна прислать клиника') },
    ]);
  });

  it('are errors only in the release check; otherwise one line counts them', () => {
    expect(sampleDiagnostics([{ what: 'имена врачей', file: 'pages/x.md', line: 4 }])).toEqual([
      {
        code: 'sample-value',
        severity: 'error',
        message: expect.stringMatching(/^образец данных: имена врачей — /),
        params: { what: 'имена врачей' },
        file: 'pages/x.md',
        line: 4,
      },
    ]);
    expect(sampleSummary(0, 'ru')).toBeUndefined();
    expect(sampleSummary(14, 'ru')).toBe('образцы данных: 14 — перед запуском замените их (check --release)');
    expect(sampleSummary(14, 'en')).toBe('sample values: 14 — replace them before launch (check --release)');
  });
});
