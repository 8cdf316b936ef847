import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFragmentEngine } from '../../../common/search/fragment-engine.ts';
import { createSearchEngine } from '../../../common/search/search-engine.ts';
import { TYPING_PAUSE_MS, useSearchAnswer } from '../../../app/search/use-search-answer.ts';
import { buildSearchFragments } from '../../../common/search/search-fragments.ts';
import { ENTRIES } from '../../common/search/fixtures.ts';

// Issue 18: a keystroke that needs fragments not loaded yet waits for typing to pause; one the
// loaded fragments answer shows at once. The real split index of the fixture pages, its requests
// recorded; the clock is faked so "typing" has a speed.

const fragments = buildSearchFragments(ENTRIES);

/** the split index over the fixture pages; `answer` may hold or fail a fragment */
function splitIndex(answer: (name: string) => Promise<void> = async () => undefined) {
  const requested: string[] = [];
  const engine = createFragmentEngine(async (name) => {
    requested.push(name);
    await answer(name);
    return JSON.parse(JSON.stringify(fragments.get(name)));
  });
  return { engine, requested };
}

/** the requests a fresh engine makes for the query searched once */
async function requestsOf(query: string): Promise<string[]> {
  const { engine, requested } = splitIndex();
  await engine.search(query);
  return requested;
}

const hrefs = (answer: ReturnType<typeof useSearchAnswer>) => answer.outcome?.hits.map((hit) => hit.href);

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/** typing: each prefix of `text`, `gap` ms apart, then `after` ms more */
async function type(rerender: (query: string) => void, text: string, gap: number, after = TYPING_PAUSE_MS): Promise<void> {
  for (let length = 1; length <= text.length; length++) {
    rerender(text.slice(0, length));
    await act(() => vi.advanceTimersByTimeAsync(length === text.length ? after : gap));
  }
}

describe('the answer to the latest query', () => {
  it('typed faster than the pause, only the query typed asks for fragments', async () => {
    const { engine, requested } = splitIndex();
    const { result, rerender } = renderHook(({ query }) => useSearchAnswer(engine, query), { initialProps: { query: '' } });
    await type((query) => rerender({ query }), 'цены', 120);
    expect(result.current.query).toBe('цены');
    expect(hrefs(result.current)).toEqual(['/prices']);
    expect(requested.sort()).toEqual((await requestsOf('цены')).sort());
  });

  it('waits for the pause before asking, and not a moment longer', async () => {
    const { engine, requested } = splitIndex();
    const { result } = renderHook(({ query }) => useSearchAnswer(engine, query), { initialProps: { query: 'цены' } });
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 1));
    expect(requested).toEqual([]);
    expect(result.current.outcome).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requested.length).toBeGreaterThan(0);
    expect(hrefs(result.current)).toEqual(['/prices']);
  });

  it('typed with pauses, each paused-at query is searched and shown', async () => {
    const { engine, requested } = splitIndex();
    const { result, rerender } = renderHook(({ query }) => useSearchAnswer(engine, query), { initialProps: { query: '' } });
    const seen: string[] = [];
    for (const query of ['ц', 'це', 'цен', 'цены']) {
      rerender({ query });
      await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
      seen.push(result.current.query);
    }
    expect(seen).toEqual(['ц', 'це', 'цен', 'цены']);
    // the one-letter query's gram fragment was asked for: "ц" was searched
    expect(requested).toContain('g-0446');
  });

  it('a query the loaded fragments answer shows without waiting', async () => {
    const { engine, requested } = splitIndex();
    const { result, rerender } = renderHook(({ query }) => useSearchAnswer(engine, query), { initialProps: { query: 'цены' } });
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    rerender({ query: 'лечение' });
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    const made = requested.length;
    rerender({ query: 'цены' });
    // no time passes: only the promises settle
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.query).toBe('цены');
    expect(hrefs(result.current)).toEqual(['/prices']);
    expect(requested).toHaveLength(made);
  });

  it('does not wait on a fragment still on its way: the pause runs from the keystroke', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // every fragment but meta is slow to come
    const { engine, requested } = splitIndex((name) => (name === 'meta' ? Promise.resolve() : held));
    const { result, rerender } = renderHook(({ query }) => useSearchAnswer(engine, query), { initialProps: { query: 'ц' } });
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    const first = requested.length;
    expect(first).toBeGreaterThan(0);
    // «цены» needs more than «ц» asked for: it asks for them after its own pause, beside the held ones
    rerender({ query: 'цены' });
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(requested.length).toBeGreaterThan(first);
    release();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.query).toBe('цены');
    expect(hrefs(result.current)).toEqual(['/prices']);
  });

  it('a failed fragment fails its query; the next keystroke loads it again after the pause', async () => {
    let failing = true;
    const { engine } = splitIndex(async (name) => {
      if (failing && name.startsWith('h-')) throw new Error('offline');
    });
    const { result, rerender } = renderHook(({ query }) => useSearchAnswer(engine, query), { initialProps: { query: 'цен' } });
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(result.current).toEqual({ query: 'цен', failed: true });
    failing = false;
    rerender({ query: 'цены' });
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(result.current.query).toBe('цены');
    expect(result.current.failed).toBeUndefined();
    expect(hrefs(result.current)).toEqual(['/prices']);
  });

  it('the whole index (the fallback) answers every keystroke at once', async () => {
    const engine = createSearchEngine(ENTRIES);
    const { result, rerender } = renderHook(({ query }) => useSearchAnswer(engine, query), { initialProps: { query: 'це' } });
    rerender({ query: 'цены' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.query).toBe('цены');
    expect(hrefs(result.current)).toEqual(['/prices']);
  });

  it('closed during the pause, it asks for nothing', async () => {
    const { engine, requested } = splitIndex();
    const { unmount } = renderHook(({ query }) => useSearchAnswer(engine, query), { initialProps: { query: 'лечение' } });
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 50));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS * 2));
    expect(requested).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a query changed during the pause asks for nothing', async () => {
    const { engine, requested } = splitIndex();
    const { result, rerender } = renderHook(({ query }) => useSearchAnswer(engine, query), { initialProps: { query: 'лечение' } });
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 50));
    rerender({ query: '' });
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS * 2));
    expect(requested).toEqual([]);
    expect(result.current).toEqual({ query: '' });
  });
});
