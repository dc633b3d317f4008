import { Inject, Injectable } from '@nestjs/common';
import {
  CATEGORIES,
  CatalogPatterns,
  listProductsQuerySchema,
  type Category,
  type ProductBrowseResponse,
} from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { createHash } from 'node:crypto';
import type { CachedResponse } from '../catalog/response-cache';
import { storefrontCacheKey } from '../catalog/storefront-cache-key';
import { StorefrontCache } from '../catalog/storefront-cache.service';
import { renderSitemap, type SitemapProduct } from './sitemap';

export interface RenderedDocument {
  body: string;
  etag: string;
}

/** Origins are few (the configured one, or the hosts a site is reached by); a flood of Host values is not kept. */
const MAX_ORIGINS = 16;

/**
 * /sitemap.xml from the storefront's own answers: the category lists, read through the storefront cache under
 * the keys the category pages use. A catalog event clears that cache, so the next sitemap is built from fresh
 * lists; until then each request costs a few Map lookups.
 */
@Injectable()
export class SitemapService {
  private sources: CachedResponse[] = [];
  private readonly rendered = new Map<string, RenderedDocument>();

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly cache: StorefrontCache,
  ) {}

  async render(origin: string): Promise<RenderedDocument> {
    const lists = await Promise.all(CATEGORIES.map((category) => this.categoryList(category)));
    if (lists.some((list, i) => list !== this.sources[i])) {
      this.sources = lists;
      this.rendered.clear();
    }
    let document = this.rendered.get(origin);
    if (!document) {
      const body = renderSitemap(origin, CATEGORIES, this.productsOf(lists));
      document = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      if (this.rendered.size >= MAX_ORIGINS) this.rendered.clear();
      this.rendered.set(origin, document);
    }
    return document;
  }

  private categoryList(category: Category): Promise<CachedResponse> {
    const input = listProductsQuerySchema.parse({ category });
    const key = storefrontCacheKey(`/api/products?category=${category}`) as string;
    return this.cache.through(key, () => this.platform.client.query(CatalogPatterns.listProducts, input));
  }

  private productsOf(lists: CachedResponse[]): SitemapProduct[] {
    const products: SitemapProduct[] = [];
    lists.forEach((list, i) => {
      const answer = JSON.parse(list.body.toString()) as ProductBrowseResponse;
      const category = CATEGORIES[i];
      // One list answers a bounded page of the catalogue: say so rather than publish a silently short sitemap.
      if (answer.products.length < answer.counts[category]) {
        this.platform.logger.warn(
          { category, listed: answer.products.length, visible: answer.counts[category] },
          'sitemap lists only the first page of a category',
        );
      }
      for (const { id, updatedAt } of answer.products) products.push({ id, category, updatedAt });
    });
    return products;
  }
}
