import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

// Reads a small JSON file another program writes (the backup scripts, the publisher) without
// trusting it: opened non-blocking (a FIFO put in its place would otherwise hold the read until a
// writer comes), only a regular file (not a directory, a device, a socket), at most 64 KB (a huge
// file is refused before it is read), parsed inside a try. What it answers is `unknown`, for a
// zod schema to check.

const MAX_BYTES = 64 * 1024;

export type StatusFile = { found: true; value: unknown } | { found: false; why: string };

export async function readStatusFile(file: string): Promise<StatusFile> {
  let handle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { found: false, why: `${file} cannot be opened (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return { found: false, why: `${file} is not a regular file` };
    if (stat.size > MAX_BYTES) return { found: false, why: `${file} is ${stat.size} bytes, over ${MAX_BYTES}` };
    const buffer = Buffer.alloc(MAX_BYTES + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > MAX_BYTES) return { found: false, why: `${file} grew over ${MAX_BYTES} bytes while read` };
    try {
      return { found: true, value: JSON.parse(buffer.subarray(0, bytesRead).toString('utf8')) as unknown };
    } catch {
      return { found: false, why: `${file} is not JSON` };
    }
  } catch (error) {
    return { found: false, why: `${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  } finally {
    await handle.close();
  }
}
