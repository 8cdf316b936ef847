import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonSchemaFiles } from '../../pipeline/emit/json-schemas.ts';
import { NAVIGATION_DIR, NAVIGATION_FILES } from '../../pipeline/read/load-navigation.ts';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { ROOT, runContentCli, startContentCli } from '../../testing/run-cli.ts';
import { listBadFixtures, materialize } from './fixture-helpers.ts';

// The VS Code workspace in .vscode/: the problem matcher of tasks.json must read the CLI's own
// text output (file, line, column, severity, code, message) in both languages, and the YAML
// extension must get a schema the pipeline really writes for each navigation file.

interface ProblemMatcher {
  fileLocation: [string, string];
  pattern: { regexp: string; file: number; line: number; column: number; severity: number; code: number; message: number };
  background?: { beginsPattern: string; endsPattern: string };
}
interface Task {
  label: string;
  command: string;
  problemMatcher: ProblemMatcher;
}

const tasks = (JSON.parse(readFileSync(path.join(ROOT, '.vscode/tasks.json'), 'utf8')) as { tasks: Task[] }).tasks;
const task = (label: string) => tasks.find((candidate) => candidate.label === label)!;

/** what VS Code makes of one output line with this matcher, or undefined when it does not match */
function readProblem(matcher: ProblemMatcher, line: string) {
  const match = new RegExp(matcher.pattern.regexp).exec(line);
  if (match === null) return undefined;
  const { pattern, fileLocation } = matcher;
  expect(fileLocation).toEqual(['autoDetect', '${workspaceFolder}']);
  const file = match[pattern.file]!;
  // autoDetect: an absolute path that exists as it is, otherwise relative to the workspace folder
  const resolved = path.isAbsolute(file) && existsSync(file) ? file : path.join(ROOT, file);
  return {
    file: resolved,
    line: Number(match[pattern.line]),
    column: Number(match[pattern.column]),
    severity: match[pattern.severity],
    code: match[pattern.code],
    message: match[pattern.message],
  };
}

/** the problems VS Code should show, from the JSON output of the same run */
function expectedProblems(diagnostics: Diagnostic[], contentDir: string) {
  return diagnostics.map((diagnostic) => ({
    file: path.join(contentDir, diagnostic.file),
    line: diagnostic.line,
    column: diagnostic.column ?? 1,
    severity: diagnostic.severity,
    code: diagnostic.code,
    message: diagnostic.message,
  }));
}

let content: { dir: string; cleanup: () => Promise<void> };
let scratch: string;
beforeAll(async () => {
  // warnings with columns (raw HTML) and an error, in one content folder
  content = await materialize(listBadFixtures().find((fixture) => fixture.name === 'html-unsupported'));
  const broken = listBadFixtures().find((fixture) => fixture.name === 'block-body-invalid')!;
  await cp(path.join(broken.filesDir, 'pages/contacts.md'), path.join(content.dir, 'pages/about.md'));
  scratch = await mkdtemp(path.join(os.tmpdir(), 'editor-out-'));
});
afterAll(async () => Promise.all([content.cleanup(), rm(scratch, { recursive: true, force: true })]));

describe('the problem matcher of .vscode/tasks.json', () => {
  it.each(['ru', 'en'])('reads every problem of `check` in %s: file, line, column, severity, code and message', async (lang) => {
    // a content folder given relative to the workspace, as `npm run content -- check` does with content/
    const relative = path.relative(ROOT, content.dir);
    const matcher = task('content: check').problemMatcher;
    const [text, json] = await Promise.all([
      runContentCli(['check', '--content', relative, '--lang', lang]),
      runContentCli(['check', '--content', relative, '--lang', lang, '--format', 'json']),
    ]);
    const diagnostics = JSON.parse(json.stdout) as Diagnostic[];
    expect(diagnostics.map((diagnostic) => diagnostic.severity)).toEqual(expect.arrayContaining(['error', 'warning']));
    const lines = text.stdout.split('\n').filter((line) => line !== '');
    expect(lines.map((line) => readProblem(matcher, line))).toEqual(expectedProblems(diagnostics, content.dir));
    // the summary on stderr is no problem
    for (const line of text.stderr.split('\n')) expect(readProblem(matcher, line)).toBeUndefined();
  });

  it('runs what `npm run content -- check` runs, without npm starting first (a quarter of a second)', () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(task('content: check').command).toBe(`${scripts.content} check`);
  });

  it('reads the absolute paths of a content folder given as one', async () => {
    const matcher = task('content: check').problemMatcher;
    const result = await runContentCli(['check', '--content', content.dir]);
    const problems = result.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => readProblem(matcher, line)!);
    expect(problems[0]).toMatchObject({ file: path.join(content.dir, 'pages/about.md'), line: 11, column: 3, severity: 'error', code: 'block-body-invalid' });
  });

  it.each(['ru', 'en'])('watch (%s): each rebuild starts with the begin line and ends with the end line, problems between', async (lang) => {
    const watch = task('content: watch');
    expect(watch.command).toBe('npm run content -- watch');
    const { background } = watch.problemMatcher;
    const running = startContentCli(['watch', '--content', content.dir, '--out', path.join(scratch, lang), '--lang', lang]);
    let stderr = '';
    await new Promise<void>((resolve) => {
      running.child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk;
        if (new RegExp(background!.endsPattern, 'm').test(stderr)) resolve();
      });
    });
    running.child.kill('SIGTERM');
    const result = await running.closed;
    const begins = new RegExp(background!.beginsPattern);
    const ends = new RegExp(background!.endsPattern);
    const statusLines = result.stderr.split('\n').filter((line) => line !== '');
    expect(begins.test(statusLines[0]!)).toBe(true);
    expect(ends.test(statusLines.at(-1)!)).toBe(true);
    const problems = result.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => readProblem(watch.problemMatcher, line));
    const check = await runContentCli(['check', '--content', content.dir, '--lang', lang, '--format', 'json']);
    expect(problems).toEqual(expectedProblems(JSON.parse(check.stdout) as Diagnostic[], content.dir));
  });

  it('is the same for every task (npm start prints the watch output too)', () => {
    const { background: _background, ...sharedMatcher } = task('content: watch').problemMatcher;
    expect(tasks.map((each) => each.label)).toEqual(['start', 'content: watch', 'content: check']);
    for (const each of tasks) expect(each.problemMatcher).toMatchObject(sharedMatcher);
    expect(task('start').problemMatcher.background).toEqual(task('content: watch').problemMatcher.background);
  });
});

describe('the YAML schemas of .vscode/settings.json', () => {
  const settings = JSON.parse(readFileSync(path.join(ROOT, '.vscode/settings.json'), 'utf8')) as { 'yaml.schemas': Record<string, string> };
  const written = Object.keys(jsonSchemaFiles());

  it.each(Object.values(NAVIGATION_FILES).map(({ file }) => file))('validate content/navigation/%s with a schema the build writes', (file) => {
    const entry = Object.entries(settings['yaml.schemas']).find(([, glob]) => glob === `content/${NAVIGATION_DIR}/${file}`);
    expect(entry).toBeDefined();
    const [schema] = entry!;
    expect(schema).toBe(`./dist-data/schemas/${file.replace(/\.yaml$/, '.schema.json')}`);
    expect(written).toContain(path.basename(schema));
  });

  it('validate content/data/clinic.yaml, the facts, with the schema the build writes', () => {
    expect(settings['yaml.schemas']['./dist-data/schemas/clinic.schema.json']).toBe('content/data/clinic.yaml');
    expect(written).toContain('clinic.schema.json');
  });

  it('recommend the YAML extension that reads them', () => {
    const extensions = JSON.parse(readFileSync(path.join(ROOT, '.vscode/extensions.json'), 'utf8')) as { recommendations: string[] };
    expect(extensions.recommendations).toContain('redhat.vscode-yaml');
  });
});
