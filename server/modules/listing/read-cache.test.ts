import { describe, expect, it } from 'vitest';
import { ReadCache, READ_CACHE_TTL_MS } from './read-cache';

interface ListingPage {
  ids: string[];
  total: number;
}

/** A cache on a clock the test moves, and a loader that counts its reads. */
function setup() {
  let now = 1000;
  const cache = new ReadCache<ListingPage>(READ_CACHE_TTL_MS, () => now);
  let reads = 0;
  const load = (ids: string[]) => async (): Promise<ListingPage> => {
    reads += 1;
    return { ids, total: ids.length };
  };
  return {
    cache,
    load,
    reads: () => reads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('ReadCache', () => {
  it('serves a page again while it is fresh, and reads it again once it is not', async () => {
    const { cache, load, reads, advance } = setup();
    expect(await cache.get('a', load(['1']))).toEqual({ ids: ['1'], total: 1 });
    expect(await cache.get('a', load(['2']))).toEqual({ ids: ['1'], total: 1 });
    expect(reads()).toBe(1);
    advance(READ_CACHE_TTL_MS - 1);
    expect((await cache.get('a', load(['2']))).ids).toEqual(['1']);
    advance(1);
    expect((await cache.get('a', load(['2']))).ids).toEqual(['2']);
    expect(reads()).toBe(2);
    // Another query is another page.
    expect((await cache.get('b', load(['3']))).ids).toEqual(['3']);
  });

  it('never serves a page read before a write', async () => {
    const { cache, load } = setup();
    await cache.get('a', load(['old']));
    cache.changed();
    expect((await cache.get('a', load(['new']))).ids).toEqual(['new']);
  });

  it('does not keep a read that a write overtook', async () => {
    const { cache, load } = setup();
    let finish: (page: ListingPage) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<ListingPage>((resolve) => (finish = resolve)));
    cache.changed(); // the write commits while the read is under way
    finish({ ids: ['before the write'], total: 1 });
    expect((await slow).ids).toEqual(['before the write']);
    expect((await cache.get('a', load(['after']))).ids).toEqual(['after']);
  });

  it('shares one read between concurrent requests for the same page', async () => {
    const { cache, load, reads } = setup();
    const pages = await Promise.all([cache.get('a', load(['1'])), cache.get('a', load(['2'])), cache.get('a', load(['3']))]);
    expect(pages.map((page) => page.ids)).toEqual([['1'], ['1'], ['1']]);
    expect(reads()).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const { cache, load } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect((await cache.get('a', load(['1']))).ids).toEqual(['1']);
  });
});
