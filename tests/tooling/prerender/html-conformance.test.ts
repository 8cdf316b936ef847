import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureTestBuild } from '../../../testing/build/test-build.ts';

// Every HTML file of the production build as the W3C Nu HTML Checker (vnu.jar, the validator
// behind validator.w3.org/nu) reads it: no error and no warning. It runs on Java 11 or later;
// scripts/test.ts installs Debian's when it can, and without Java these tests are skipped.

const java = ['java', '/usr/bin/java'].find((candidate) => spawnSync(candidate, ['-version']).status === 0);
const require = createRequire(import.meta.url);
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Warnings that are a choice, each with its reason. role="list" on a list drawn without markers
 * (list-style: none): Safari's VoiceOver drops such a list's semantics unless the role is written
 * out, so the «unnecessary» role is what keeps «list, 6 items» for those visitors.
 */
const CHOSEN = [/^The “list” role is unnecessary for element “(ul|ol)”\.$/];

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let distDir: string;
let files: string[];

beforeAll(async () => {
  distDir = (await ensureTestBuild()).distDir;
  files = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}, 600_000);

/** the checker's messages about the given files */
function check(paths: readonly string[]): VnuMessage[] {
  const run = spawnSync(java!, ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...paths], { cwd: distDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error !== undefined) throw run.error;
  return (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
}

/** what a person must look at: errors, warnings and failures to read a file — not the checker's notes */
function findings(messages: readonly VnuMessage[]): string[] {
  return messages
    .filter((message) => message.type !== 'info' || message.subType === 'warning')
    .filter((message) => !CHOSEN.some((chosen) => chosen.test(message.message)))
    .map(
      (message) =>
        `${path.relative(distDir, message.url.replace(/^file:/, ''))}:${message.lastLine ?? 0}: ${[message.type, message.subType].filter(Boolean).join(' ')}: ${message.message}`,
    );
}

describe.skipIf(java === undefined)('the W3C Nu HTML Checker over the production build', () => {
  it('finds no error and no warning in any page', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(findings(check(files))).toEqual([]);
  }, 120_000);

  it('would report an error and a warning the pages do not have', () => {
    const dir = mkdtempSync(path.join(distDir, '..', 'vnu-'));
    try {
      // a fieldset with its legend after the fields (an error) and an article without a heading (a warning)
      const sample = path.join(dir, 'sample.html');
      writeFileSync(
        sample,
        '<!doctype html><html lang="ru"><title>Проба</title><fieldset><input name="a"><legend>Поле</legend></fieldset><article><p>Текст</p></article>',
      );
      const found = findings(check([sample])).join('\n');
      expect(found).toMatch(/: error: Element “legend” not allowed/);
      expect(found).toMatch(/: info warning: Article lacks heading/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
