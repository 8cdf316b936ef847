import { z } from 'zod';
import { failing, passing, type CheckResult } from './check-result.ts';
import { readStatusFile } from './read-status-file.ts';

// The publisher's status.json (tooling/publish/status.ts): failing when the last publication
// failed, or when a build has said `building` for over 30 minutes (a hung build: a push waits
// behind it). Read as a contract, not imported: server/ never imports the tooling.

const BUILDING_LIMIT_MS = 30 * 60_000;

const publishStatusSchema = z.object({
  state: z.enum(['building', 'published', 'failed', 'unchanged', 'rolled-back']),
  at: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
  summary: z.string().optional(),
  live: z.object({ commit: z.string() }).optional().nullable().catch(null),
});

export async function checkPublication(statusFile: string, now: Date): Promise<CheckResult> {
  const read = await readStatusFile(statusFile);
  if (!read.found) return failing('no publication recorded', `publication: ${read.why}`);
  const parsed = publishStatusSchema.safeParse(read.value);
  if (!parsed.success) return failing('no publication recorded', `publication: ${statusFile} is not a publication status`);
  const status = parsed.data;
  const at = new Date(status.at);
  const liveCommit = status.live?.commit.match(/^[0-9a-f]{7,40}$/i) ? status.live.commit.slice(0, 7) : null;
  const facts = { state: status.state, at: at.toISOString(), liveCommit };
  const summary = status.summary === undefined ? '' : `: ${status.summary.slice(0, 300)}`;
  if (status.state === 'failed') return failing('the last publication failed', `publication of ${at.toISOString()} failed${summary}`, facts);
  if (status.state === 'building' && now.getTime() - at.getTime() > BUILDING_LIMIT_MS)
    return failing('a build has been running for over 30 minutes', `publication: building since ${at.toISOString()}${summary}`, facts);
  return passing(facts);
}
