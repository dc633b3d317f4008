import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** A serialised response with its validator; each compressed variant is made the first time a client asks for it. */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  /** The body in this encoding, or undefined when it is too small to be worth compressing. */
  encoded(encoding: ContentEncoding): Buffer | undefined;
}

const COMPRESS_ABOVE_BYTES = 1024;

const COMPRESSORS: Record<ContentEncoding, (body: Buffer) => Buffer> = {
  gzip: (body) => gzipSync(body),
  br: (body) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
};

export function toCachedResponse(payload: unknown): CachedResponse {
  const body = Buffer.from(JSON.stringify(payload));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const variants: Partial<Record<ContentEncoding, Buffer>> = {};
  return {
    body,
    etag,
    encoded(encoding) {
      if (body.length < COMPRESS_ABOVE_BYTES) return undefined;
      return (variants[encoding] ??= COMPRESSORS[encoding](body));
    },
  };
}

/**
 * Storefront responses kept in memory: each GET of the product list or a product costs one Map lookup
 * instead of a service call and a query. Entries die when the catalog says products changed, or after
 * `ttlMs` as a safety net. A response fetched while an invalidation happened is not stored (generation check).
 */
export class ResponseCache {
  private readonly entries = new Map<string, { value: CachedResponse; expires: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Fetches through the cache; concurrent misses of one key share one fetch. */
  async through(key: string, fetch: () => Promise<unknown>): Promise<CachedResponse> {
    const hit = this.get(key);
    if (hit) return hit;
    let pending = this.inflight.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = fetch()
        .then((payload) => {
          const value = toCachedResponse(payload);
          if (generation === this.generation && this.ttlMs > 0) this.set(key, value);
          return value;
        })
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private readonly inflight = new Map<string, Promise<CachedResponse>>();

  private set(key: string, value: CachedResponse) {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
