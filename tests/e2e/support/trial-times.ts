import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';

// The wall times of the web editor's trial (tests/e2e/web-editor-trial.spec.ts): each task's time,
// and within it each wait for the site's answer to a save. Kept in a file of the run's output
// folder, one line per task, so a task that fails (Playwright then starts a new worker) keeps the
// times of the tasks before it; the table is made from that file.

interface TaskTime {
  task: string;
  seconds: number;
  /** each save's wait, from «Опубликовать сейчас» to the panel's answer */
  saves: number[];
  passed: boolean;
}

const seconds = (milliseconds: number) => Math.round(milliseconds / 100) / 10;

export class TaskClock {
  private readonly started = performance.now();
  readonly saves: number[] = [];

  /** times a save, from the click that publishes to the answer the editor sees */
  async save(publishAndWait: () => Promise<void>): Promise<void> {
    const from = performance.now();
    await publishAndWait();
    this.saves.push(seconds(performance.now() - from));
  }

  elapsed(): number {
    return seconds(performance.now() - this.started);
  }
}

function timesFile(info: TestInfo): string {
  return path.join(info.project.outputDir, 'web-editor-trial.jsonl');
}

/** the task's time, once its test has ended (in afterEach: the test's status is known there) */
export function recordTask(info: TestInfo, task: string, clock: TaskClock): void {
  const time: TaskTime = { task, seconds: clock.elapsed(), saves: clock.saves, passed: info.status === info.expectedStatus };
  appendFileSync(timesFile(info), `${JSON.stringify(time)}\n`);
  console.log(`${task}: ${time.seconds} s${time.saves.length > 0 ? ` (saves ${time.saves.join(', ')} s)` : ''}${time.passed ? '' : ' — FAILED'}`);
}

/** the table of every task run, as markdown, written beside the times and returned */
export function writeTable(info: TestInfo): string {
  const file = timesFile(info);
  if (!existsSync(file)) return '';
  const times = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as TaskTime);
  const rows = times.map(({ task, seconds: total, saves, passed }) => `| ${task} | ${total} | ${saves.join(', ') || '—'} | ${passed ? 'done' : 'failed'} |`);
  const table = ['| task | wall time, s | of it, each save until the site answered, s | result |', '|---|---|---|---|', ...rows].join('\n');
  writeFileSync(path.join(info.project.outputDir, 'web-editor-trial.md'), `${table}\n`);
  return table;
}
