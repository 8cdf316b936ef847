import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKS_BY_NAME } from '../../pipeline/blocks/index.ts';
import { expectAgreement } from '../pipeline/read/yaml-agreement.ts';

// The fast YAML reader (pipeline/read/parse-simple-yaml.ts) on the real content: where it answers,
// it answers what the yaml library does, and it answers nearly every real text.

/** the frontmatter and every YAML block body of the real pages, as the pipeline reads them (a fact's place holding a sample value) */
function contentYamlTexts(): string[] {
  const root = path.join(import.meta.dirname, '../../content/pages');
  const texts: string[] = [];
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md'))) {
    const lines = readFileSync(path.join(root, file), 'utf8')
      .replace(/\{\{\w+\.number\}\}/g, '2000')
      .replace(/\{\{\w+\}\}/g, 'Клиника')
      .split('\n');
    const closing = lines.indexOf('---', 1);
    if (lines[0] === '---' && closing > 0) texts.push(lines.slice(1, closing).join('\n'));
    for (let index = 0; index < lines.length; index++) {
      const open = /^(\s*)(:{3,})\s*([\w-]+)/.exec(lines[index]!);
      if (open === null || BLOCKS_BY_NAME.get(open[3]!)?.content !== 'yaml') continue;
      const body: string[] = [];
      while (++index < lines.length && !new RegExp(`^\\s*:{${open[2]!.length},}\\s*$`).test(lines[index]!)) body.push(lines[index]!.slice(open[1]!.length));
      texts.push(body.join('\n'));
    }
  }
  return texts;
}

describe('parseSimpleYaml', () => {
  it('reads the real content and the block examples, and agrees with the library on each', () => {
    const texts = [...contentYamlTexts(), ...[...BLOCKS_BY_NAME.values()].filter((block) => block.content === 'yaml').map((block) => block.example.split('\n').slice(1, -1).join('\n'))];
    const answered = texts.filter(expectAgreement).length;
    expect(texts.length).toBeGreaterThan(40);
    // the point of it: nearly all real texts take the fast way
    expect(answered / texts.length).toBeGreaterThan(0.9);
  });
});
