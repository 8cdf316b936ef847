import { describe, expect, it } from 'vitest';
import { parseArguments } from '../../pipeline/parse-arguments.ts';

describe('CLI arguments', () => {
  it('defaults to content/ and dist-data/ in text format', () => {
    expect(parseArguments(['build'])).toEqual({ command: 'build', contentDir: 'content', outDir: 'dist-data', format: 'text', release: false });
  });
  it('reads --release, the check before going live', () => {
    expect(parseArguments(['check', '--release'])).toMatchObject({ command: 'check', release: true });
  });
  it('reads --flag value and --flag=value', () => {
    expect(parseArguments(['check', '--content', 'c', '--out=o', '--format', 'github'])).toEqual({
      command: 'check',
      contentDir: 'c',
      outDir: 'o',
      format: 'github',
      release: false,
    });
  });
  it('checklist --out FILE: the file the document goes to, not the build folder', () => {
    expect(parseArguments(['checklist', '--out', 'список.md'])).toEqual({
      command: 'check',
      contentDir: 'content',
      outDir: 'dist-data',
      format: 'checklist',
      release: true,
      checklistFile: 'список.md',
    });
    expect(parseArguments(['checklist'])).not.toHaveProperty('checklistFile');
  });
  it.each([
    [['build', 'check'], /unexpected argument "check"/],
    [['build', '--verbose'], /unexpected argument "--verbose"/],
    [['build', '--out='], /--out expects a value/],
    [['check', '--release=yes'], /unexpected argument "--release=yes"/],
  ])('%j is a usage error', (argv, message) => {
    expect(parseArguments(argv)).toEqual({ error: expect.stringMatching(message) });
  });
});
