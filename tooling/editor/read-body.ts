import type { IncomingMessage } from 'node:http';

/**
 * The body of a request to one of the dev server's editor endpoints, or 'too-large' as soon as it
 * passes `limit` bytes (the rest is left unread). A request cut off on the way rejects.
 */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
