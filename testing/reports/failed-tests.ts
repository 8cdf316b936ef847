// The names of the tests that failed, read from the runners' JSON reports, so that the last lines
// of `npm test` (all CI keeps of a run) say which test failed and why, not only how many.

interface VitestReport {
  testResults?: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    file: string;
    line: number;
    tests: Array<{ projectName: string; status: string; results: Array<{ error?: { message?: string } }> }>;
  }>;
}

/** `file › test name: first line of the error` for every failed vitest test or file */
export function vitestFailures(report: unknown, root: string): string[] {
  const failures: string[] = [];
  for (const file of (report as VitestReport).testResults ?? []) {
    const name = relative(file.name, root);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // a file that failed outside any test (an import, a hook) has no failed assertion of its own
    if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** `[project] file:line › test title: first line of the error` for every unexpected Playwright result */
export function playwrightFailures(report: unknown): string[] {
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        failures.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    // a file's own suite is titled by its path, a describe() inside it by its title
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of (report as { suites?: PlaywrightSuite[] }).suites ?? []) walk(suite, []);
  return failures;
}

function relative(file: string, root: string): string {
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

/** the error's first meaningful line, without the terminal's colour codes */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const plain = (message ?? 'no message').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? 'no message';
  return line.trim().slice(0, 240);
}
