import { Injectable } from '@nestjs/common';
import {
  CATEGORIES,
  CatalogPatterns,
  listProductsQuerySchema,
  PRODUCT_PAGE_SIZE_MAX,
  type Category,
  type ProductBrowseResponse,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { createHash } from 'node:crypto';
import type { CachedResponse } from '../catalog/response-cache';
import { storefrontCacheKey } from '../catalog/storefront-cache-key';
import { StorefrontCache } from '../catalog/storefront-cache.service';
import { renderSitemapIndex, renderUrlset, SITEMAP_MAX_URLS, sitemapUrls, type SitemapProduct } from './sitemap';

export interface RenderedDocument {
  body: string;
  etag: string;
}

/** Origins are few (the configured one, or the hosts a site is reached by); a flood of Host values is not kept. */
const MAX_ORIGINS = 16;

const documentOf = (body: string): RenderedDocument => ({
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
});

/**
 * /sitemap.xml from the storefront's own answers: every page of each category list (its products, and through them
 * their sellers), read through the storefront cache under the keys the category pages use. A catalog event clears
 * that cache, so the next sitemap is built from fresh lists; until then each request costs a Map lookup per page.
 * Up to SITEMAP_MAX_URLS pages it is one `urlset`; beyond, a sitemap index of parts (`/sitemap-<n>.xml`) of at most
 * that many URLs each.
 */
@Injectable()
export class SitemapService {
  private sources: CachedResponse[] = [];
  private urls = new Map<string, string[]>();
  private readonly rendered = new Map<string, RenderedDocument>();

  constructor(
    private readonly client: ServiceClient,
    private readonly cache: StorefrontCache,
  ) {}

  /** The sitemap (`part` undefined: the document at /sitemap.xml) or one part of it; undefined for no such part. */
  async render(origin: string, part?: number): Promise<RenderedDocument | undefined> {
    const lists = (await Promise.all(CATEGORIES.map((category) => this.categoryPages(category)))).flat();
    if (lists.length !== this.sources.length || lists.some((list, i) => list !== this.sources[i])) {
      this.sources = lists;
      this.urls.clear();
      this.rendered.clear();
    }
    if (part !== undefined && part < 1) return undefined;
    const key = `${part ?? 'index'}:${origin}`;
    let document = this.rendered.get(key);
    if (!document) {
      const urls = this.urlsOf(origin);
      const parts = Math.ceil(urls.length / SITEMAP_MAX_URLS);
      if (part === undefined) document = documentOf(parts > 1 ? renderSitemapIndex(origin, parts) : renderUrlset(urls));
      else if (parts > 1 && part <= parts)
        document = documentOf(renderUrlset(urls.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS)));
      else return undefined;
      if (this.rendered.size >= MAX_ORIGINS) this.rendered.clear();
      this.rendered.set(key, document);
    }
    return document;
  }

  private urlsOf(origin: string): string[] {
    let urls = this.urls.get(origin);
    if (!urls) {
      urls = sitemapUrls(origin, CATEGORIES, this.productsOf(this.sources));
      if (this.urls.size >= MAX_ORIGINS) this.urls.clear();
      this.urls.set(origin, urls);
    }
    return urls;
  }

  /** Every page of a category's list, the later ones anchored at the first's asOf so none repeats or skips. */
  private async categoryPages(category: Category): Promise<CachedResponse[]> {
    const first = await this.page(category, 1);
    const { pagination, asOf } = JSON.parse(first.body.toString()) as ProductBrowseResponse;
    const rest: Promise<CachedResponse>[] = [];
    for (let page = 2; page <= pagination.totalPages && asOf; page++) rest.push(this.page(category, page, asOf));
    return [first, ...(await Promise.all(rest))];
  }

  private page(category: Category, page: number, asOf?: string): Promise<CachedResponse> {
    const query = { category, pageSize: String(PRODUCT_PAGE_SIZE_MAX), ...(page > 1 ? { page: String(page) } : {}) };
    const params = new URLSearchParams(asOf ? { ...query, asOf } : query);
    const input = listProductsQuerySchema.parse(Object.fromEntries(params));
    const key = storefrontCacheKey(`/api/products?${params.toString()}`) as string;
    return this.cache.through(key, () => this.client.query(CatalogPatterns.listProducts, input));
  }

  private productsOf(lists: CachedResponse[]): SitemapProduct[] {
    const products: SitemapProduct[] = [];
    for (const list of lists) {
      const answer = JSON.parse(list.body.toString()) as ProductBrowseResponse;
      for (const { id, category, updatedAt, seller } of answer.products)
        products.push({ id, category, updatedAt, seller: { id: seller.id } });
    }
    return products;
  }
}
