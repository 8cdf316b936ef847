import type { ServerResponse } from 'node:http';

/** the dev server's editor endpoints answer JSON, never cached: `answer(status, body)` for a response */
export function jsonAnswer(response: ServerResponse): (status: number, body: unknown) => void {
  return (status, body) => {
    response.statusCode = status;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.end(JSON.stringify(body));
  };
}
