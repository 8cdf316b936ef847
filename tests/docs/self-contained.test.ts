import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../testing/run-cli.ts';

// A clone of the repository is all a reader has. Its documents name no file outside it,
// and each document they name exists.

const DOCUMENTS = [
  'README.md',
  'content/README.md',
  'pipeline/README.md',
  'app/README.md',
  'server/README.md',
  'tooling/README.md',
  'common/search/README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe.each(DOCUMENTS)('%s', (document) => {
  const text = readFileSync(path.join(ROOT, document), 'utf8');

  it('points at nothing outside the repository', () => {
    expect(text).not.toMatch(/\.\.\/shared|\/work\/|STACK\.md|spec\.md/);
    // relative paths that climb out of the repository from where the document is
    for (const [, target] of text.matchAll(/`((?:\.\.\/)+[^`\s]*)`/g)) {
      const resolved = path.resolve(ROOT, path.dirname(document), target!);
      expect(resolved.startsWith(ROOT + path.sep), `${target} leaves the repository`).toBe(true);
    }
  });

  it('names only documents that exist', () => {
    const named = [...text.matchAll(/`((?:docs|content)\/[^`\s*]+\.md|README\.md)`/g)].map((match) => match[1]!);
    for (const file of named) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
  });
});
