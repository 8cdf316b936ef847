import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../testing/run-cli.ts';

// The map and the folders' own READMEs name only what exists: each path they write in backticks,
// and each folder of the map's tree.

const MAPS = ['docs/architecture.md', 'pipeline/README.md', 'app/README.md', 'server/README.md', 'tooling/README.md', 'common/search/README.md'];
const TOP = /^(app|bench|common|content|deploy|docs|pipeline|scripts|server|testing|tests|tooling)\//;

/** `a/b.ts`, `a/b/`, `a/b.ts:12`, `a/{x,y}.ts` → the paths it names */
function pathsIn(code: string): string[] {
  const clean = code.replace(/[:#].*$/, '').replace(/\s.*$/, '');
  const braces = /^(.*)\{([^}]+)\}(.*)$/.exec(clean);
  if (braces) return braces[2]!.split(',').map((part) => `${braces[1]}${part.trim()}${braces[3]}`);
  return [clean];
}

describe.each(MAPS)('%s', (document) => {
  const text = readFileSync(path.join(ROOT, document), 'utf8');

  it('names only paths that exist', () => {
    const named = [...text.matchAll(/`([^`\n]+)`/g)]
      .flatMap((match) => pathsIn(match[1]!))
      .filter((name) => TOP.test(name) && !name.includes('*') && !name.includes('<'));
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter((name) => !existsSync(path.join(ROOT, name)));
    expect(missing).toEqual([]);
  });
});

describe("the map's tree", () => {
  it('draws only folders and files that exist', () => {
    const tree = /```\n([\s\S]*?)```/.exec(readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'))![1]!;
    const missing: string[] = [];
    let parent = '';
    for (const line of tree.split('\n')) {
      const top = /^([a-z-]+\/)/.exec(line);
      if (top) {
        parent = top[1]!;
        if (!existsSync(path.join(ROOT, parent))) missing.push(parent);
        continue;
      }
      // an indented line: the parent's folders and files, up to the first words that are neither
      const names = line.trim().split(/\s+/);
      for (const name of names) {
        if (name === '<') continue;
        if (!/^[a-z-]+(\/|\.ts|\.tsx)$/.test(name)) break;
        if (!existsSync(path.join(ROOT, parent, name))) missing.push(parent + name);
      }
    }
    expect(missing).toEqual([]);
  });
});
