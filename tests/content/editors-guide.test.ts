import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKS } from '../../pipeline/blocks/index.ts';
import { DIAGNOSTIC_CODES } from '../../pipeline/schema/diagnostic.ts';

// content/README.md shows every block with its working example (the examples compile: see
// tests/pipeline/blocks) and names every problem an editor can meet.

const guide = readFileSync(path.resolve(import.meta.dirname, '../../content/README.md'), 'utf8');

describe('the editors’ guide', () => {
  it.each(BLOCKS.map((block) => [block.names[0]!, block.example] as const))('shows the %s block’s example verbatim', (_, example) => {
    expect(guide).toContain(example);
  });

  it.each(BLOCKS.flatMap((block) => block.names))('names the %s block', (name) => {
    expect(guide).toMatch(new RegExp(`\`${name}\`|:{3,4} ${name}\\b`));
  });

  it.each(DIAGNOSTIC_CODES)('explains the %s problem', (code) => {
    expect(guide).toMatch(new RegExp(`\\| \`${code}\` \\| (error|warning) \\|`));
  });
});
