import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { VersionInfo } from './git.ts';
import type { Release } from './releases.ts';
import type { PublishSettings } from './settings.ts';
import { writeStatus, type PublishState } from './status.ts';
import type { LiveVersion } from './texts.ts';

// Every line the publisher says goes to its output (the push's, when the hook runs it: git shows
// it to the one who pushed, prefixed "remote:") and, with its time, to publish.log, which keeps
// what background publications said too.

export interface Report {
  say(line: string): void;
  /** the status page's new state; the summary is said as well */
  status(state: PublishState, summary: string, details: { version?: VersionInfo; problems?: string[]; live?: Release | undefined }): void;
}

export function reportFor(settings: PublishSettings): Report {
  const log = path.join(settings.layout.root, 'publish.log');
  const say = (line: string) => {
    process.stdout.write(`${line}\n`);
    try {
      mkdirSync(settings.layout.root, { recursive: true });
      appendFileSync(log, `${new Date().toISOString()} ${line}\n`);
    } catch {
      // the output still says it; a log that cannot be written must not stop a publication
    }
  };
  return {
    say,
    status(state, summary, { version, problems = [], live }) {
      say(summary);
      const status = {
        state,
        at: new Date().toISOString(),
        summary,
        version,
        details: problems,
        live: liveVersionOf(live),
        pid: state === 'building' ? process.pid : undefined,
      };
      try {
        writeStatus(settings.layout, status, settings.timeZone);
      } catch (error) {
        say(`Страница публикации не записана: ${(error as Error).message}`);
      }
    },
  };
}

export function liveVersionOf(release: Release | undefined): LiveVersion | undefined {
  if (release === undefined) return undefined;
  const { commit, subject, committed } = release.info;
  return { commit, subject, committed, since: release.liveSince.toISOString() };
}
