import { describe, expect, it } from 'vitest';
import { formatSummary, shortFile, summarizeProfile, type CpuProfile } from '../../../bench/profile/cpu-profile.ts';

const frame = (functionName: string, url = '', lineNumber = -1) => ({ functionName, url, lineNumber });

/** root → build → parse; samples land in build twice and parse three times, 1 ms apart */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2] },
    { id: 2, callFrame: frame('build', 'file:///repo/pipeline/build.ts', 0), children: [3] },
    { id: 3, callFrame: frame('parse', 'file:///repo/node_modules/markdown-it/dist/markdown-it.mjs', 41) },
  ],
  startTime: 1000,
  samples: [2, 3, 3, 2, 3, 1],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000],
};

describe('summarizeProfile', () => {
  it('gives each sample the interval to the next one, by function and by file', () => {
    const summary = summarizeProfile(profile, { root: '/repo' });
    expect(summary.totalMs).toBe(5);
    expect(summary.functions.map(({ name, ms }) => [name, ms])).toEqual([
      ['parse markdown-it/dist/markdown-it.mjs:42', 3],
      ['build pipeline/build.ts', 2],
    ]);
    expect(summary.files[0]).toEqual({ name: 'markdown-it/dist/markdown-it.mjs', ms: 3, share: 0.6 });
    // parse runs inside build: build's inclusive time holds both
    expect(Object.fromEntries(summary.inclusive.map(({ name, ms }) => [name, ms]))).toEqual({
      '(root)': 5,
      'build pipeline/build.ts': 5,
      'parse markdown-it/dist/markdown-it.mjs:42': 3,
    });
  });

  it('counts only the samples inside the window', () => {
    // sample clocks: 1000, 2000, 3000, 4000, 5000, 6000
    const summary = summarizeProfile(profile, { window: [2000, 3000] });
    expect(summary.totalMs).toBe(2);
    expect(summary.functions.map((row) => row.ms)).toEqual([2]);
  });

  it('formats the top rows as tables', () => {
    const [selfTable] = formatSummary(summarizeProfile(profile, { root: '/repo' }), 1).split('| file |');
    expect(selfTable).toContain('| parse markdown-it/dist/markdown-it.mjs:42 | 3 | 60.0 % |');
    expect(selfTable).not.toContain('| build pipeline/build.ts |');
  });
});

describe('shortFile', () => {
  it('names packages by their package, files by their path under the root', () => {
    expect(shortFile('file:///a/node_modules/@scope/pkg/x.js')).toBe('@scope/pkg/x.js');
    expect(shortFile('file:///repo/pipeline/x.ts', '/repo')).toBe('pipeline/x.ts');
    expect(shortFile('node:fs')).toBe('node:fs');
  });
});
