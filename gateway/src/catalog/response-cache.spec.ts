import { ResponseCache, toCachedResponse } from './response-cache';

describe('ResponseCache', () => {
  it('serves a second read from memory without fetching again', async () => {
    const cache = new ResponseCache(60_000);
    const fetch = jest.fn().mockResolvedValue({ success: true, products: [] });
    await cache.through('k', fetch);
    const second = await cache.through('k', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(second.body.toString())).toEqual({ success: true, products: [] });
  });

  it('shares one fetch between concurrent misses', async () => {
    const cache = new ResponseCache(60_000);
    const fetch = jest.fn().mockResolvedValue({ ok: 1 });
    await Promise.all([cache.through('k', fetch), cache.through('k', fetch), cache.through('k', fetch)]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('drops everything when cleared and does not keep a fetch that raced the clearing', async () => {
    const cache = new ResponseCache(60_000);
    let release: (v: unknown) => void = () => undefined;
    const slow = cache.through('k', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release({ stale: true });
    await slow;
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not cache a failed fetch', async () => {
    const cache = new ResponseCache(60_000);
    await expect(cache.through('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
  });

  it('gives equal bodies equal ETags and compresses large bodies once per encoding asked for', () => {
    const big = { text: 'murukku '.repeat(500) };
    expect(toCachedResponse(big).etag).toBe(toCachedResponse(big).etag);
    const response = toCachedResponse(big);
    expect(response.encoded('gzip')?.length).toBeLessThan(response.body.length);
    expect(response.encoded('br')?.length).toBeLessThan(response.body.length);
    expect(response.encoded('gzip')).toBe(response.encoded('gzip'));
    expect(toCachedResponse({ a: 1 }).encoded('gzip')).toBeUndefined();
  });
});
