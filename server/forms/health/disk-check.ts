import { statfs } from 'node:fs/promises';
import type { DiskPath } from '../settings.ts';
import { failing, messageOf, passing, type CheckResult, type Fact } from './check-result.ts';

// Free space on each disk the service and its backups write to: failing under 10 % or under
// 1 GiB on any of them (PostgreSQL stops taking writes on a full disk, a backup is cut short).
// The public answer names each by its label, never by its path.

const MIN_FREE_PERCENT = 10;
const MIN_FREE_BYTES = 1024 ** 3;

export async function checkDisks(disks: readonly DiskPath[]): Promise<CheckResult> {
  const byLabel: Record<string, Fact> = {};
  const facts = { disks: byLabel };
  const short: string[] = [];
  for (const disk of disks) {
    try {
      const stats = await statfs(disk.path);
      const free = stats.bavail * stats.bsize;
      const percent = stats.blocks === 0 ? 0 : Math.round((stats.bavail / stats.blocks) * 1000) / 10;
      byLabel[disk.label] = { freeBytes: free, freePercent: percent };
      if (percent < MIN_FREE_PERCENT || free < MIN_FREE_BYTES)
        short.push(`${disk.path} (${disk.label}): ${(free / MIN_FREE_BYTES).toFixed(1)} GiB free, ${percent} %`);
    } catch (error) {
      byLabel[disk.label] = { freeBytes: null, freePercent: null };
      short.push(`${disk.path} (${disk.label}): ${messageOf(error)}`);
    }
  }
  if (short.length > 0) return failing('low on disk space', `disk: ${short.join('; ')}`, facts);
  return passing(facts);
}
