/** GET a JSON resource of /api; throws on a network error or a non-OK status */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  if (!response.ok) throw new HttpError(response.status, url);
  return (await response.json()) as T;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`${url} answered ${status}`);
  }
}
