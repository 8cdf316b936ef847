import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { spawnScript } from '../../../../testing/run-cli.ts';
import { receiverEnvironment } from '../receiver-cli-environment.ts';
import { collectLog, READINESS, type ProcessLog } from './process-log.ts';

// `npm run receiver` as a process of its own on the embedded database in `dir` (whose built pages
// writeBuiltPages wrote), its log collected, once it says it listens.

export async function startReceiverProcess(dir: string, smtpPort: number, port: number): Promise<{ receiver: ChildProcess; log: ProcessLog }> {
  const receiver = spawnScript('server/forms/cli.ts', [], {
    ...receiverEnvironment({ dataDir: dir, smtpPort, port }),
    RECEIVER_DATA_DIR: path.join(dir, 'database'),
  });
  const log = collectLog(receiver);
  await log.waitFor((entry) => READINESS.test(String(entry.msg)));
  return { receiver, log };
}
