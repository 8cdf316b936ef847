import type { FastifyInstance } from 'fastify';

// Every route the inbox has registered, read from Fastify's own route tree: a route added later is
// walked by the access tests without anyone listing it.

export interface InboxRoute {
  method: 'GET' | 'POST';
  path: string;
}

export async function inboxRoutes(app: FastifyInstance): Promise<InboxRoute[]> {
  await app.ready();
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: InboxRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[└├]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const parent = stack[depth - 1] ?? '';
    const segment = match[2]!;
    const path = parent === '' ? segment : `${parent}${parent.endsWith('/') || segment.startsWith('/') ? '' : '/'}${segment}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]!.split(', ')) if (method === 'GET' || method === 'POST') routes.push({ method, path });
  }
  return routes;
}

/** the route's path with its parameters filled in */
export function concrete(path: string, reference: string): string {
  return path.replace(':reference', encodeURIComponent(reference)).replace(':name', 'inbox.css');
}
