import { act } from '@testing-library/react';
import { vi, type Mock } from 'vitest';

// A fake form service for the component tests: answers with the given body, records the JSON sent.

export type FetchMock = Mock<typeof fetch>;

export function stubFormService(answer: () => Promise<unknown> | unknown = () => ({ success: true })): FetchMock {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const body = await answer();
    return { json: async () => body } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** the JSON body of the n-th request */
export function sentBody(fetchMock: FetchMock, index = 0): unknown {
  const init = fetchMock.mock.calls[index]?.[1];
  return JSON.parse(String(init?.body));
}

/** the Idempotency-Key header of the n-th request */
export function sentKey(fetchMock: FetchMock, index = 0): string | undefined {
  const headers = fetchMock.mock.calls[index]?.[1]?.headers as Record<string, string> | undefined;
  return headers?.['Idempotency-Key'];
}

/** a fetch that never answers until its signal aborts */
export function stubHangingService(): FetchMock {
  const fetchMock = vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** moves fake time forward and lets React and pending promises settle */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export function stubAlert(): Mock<(message?: unknown) => void> {
  return vi.spyOn(window, 'alert').mockImplementation(() => undefined) as unknown as Mock<(message?: unknown) => void>;
}

/** what a screen reader reads as the element's description (aria-describedby) */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

export const valueOf = (element: Element) => (element as HTMLInputElement).value;
export const isChecked = (element: Element) => (element as HTMLInputElement).checked;
/** disabled itself or by a disabled fieldset around it */
export const isDisabled = (element: Element) => element.matches(':disabled');
