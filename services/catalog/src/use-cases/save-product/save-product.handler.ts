import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  MediaPatterns,
  PRODUCT_CHANGED_MESSAGE,
  PRODUCT_NOT_OWNED_MESSAGE,
  PRODUCT_SAVED_MESSAGE,
  toPaise,
  type OwnedFilesResponse,
  type Principal,
  type ProductFormInput,
  type SavedProductResponse,
} from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { SellerProductsRepository, type ProductWrite } from '../../db/seller-products.repository';
import { ingredientsTextOf, searchTextOf, toSellerProductView } from '../../domain/product-view';
import { slugOf } from '../../domain/slug';
import { CatalogOutbox } from '../../messaging/catalog-outbox';

/**
 * Creates or replaces a seller's own product; images must be ones the media service took from this seller. A
 * replace carrying the version the form was opened at is refused (409) if the product changed since.
 */
@Injectable()
export class SaveProductHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly products: SellerProductsRepository,
    private readonly outbox: CatalogOutbox,
  ) {}

  async create(principal: Principal, input: ProductFormInput): Promise<SavedProductResponse> {
    await this.checkImages(principal, input.images, []);
    const id = await this.products.insert(principal.id, slugOf(input.name, randomUUID()), toWrite(input));
    return this.answer(id);
  }

  async update(principal: Principal, id: string, input: ProductFormInput): Promise<SavedProductResponse> {
    const current = isUuid(id) ? await this.products.findAny(id) : undefined;
    if (!current) throw DomainError.notFound('Product not found');
    if (current.product.sellerId !== principal.id) throw DomainError.forbidden(PRODUCT_NOT_OWNED_MESSAGE);
    await this.checkImages(principal, input.images, current.product.images);
    if (!(await this.products.update(id, principal.id, toWrite(input), input.version))) {
      // Nothing was written: either the product is gone, or it changed since the seller's form was opened.
      if (input.version === undefined || !(await this.products.findAny(id)))
        throw DomainError.notFound('Product not found');
      throw DomainError.conflict(PRODUCT_CHANGED_MESSAGE);
    }
    return this.answer(id);
  }

  /** Images the product already had stay allowed; new ones must be this seller's uploaded product images. */
  private async checkImages(principal: Principal, images: string[], kept: string[]): Promise<void> {
    const fresh = [...new Set(images.filter((url) => !kept.includes(url)))];
    if (fresh.length === 0) return;
    const { owned } = await this.platform.client.query<OwnedFilesResponse>(MediaPatterns.owned, {
      principal,
      input: { urls: fresh },
    });
    const foreign = fresh.find((url) => !owned.includes(url));
    if (foreign) throw DomainError.validation(`images: ${foreign} is not a product image you uploaded`);
  }

  private async answer(id: string): Promise<SavedProductResponse> {
    await this.outbox.flush();
    const saved = await this.products.findAny(id);
    if (!saved) throw DomainError.notFound('Product not found');
    return { success: true, message: PRODUCT_SAVED_MESSAGE, product: toSellerProductView(saved) };
  }
}

/** The stored row of a form: paise, and the search texts written beside it. */
function toWrite(input: ProductFormInput): ProductWrite {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    ingredients: input.ingredients,
    weight: input.weight,
    pricePaise: toPaise(input.price),
    originalPricePaise: input.originalPrice === undefined ? null : toPaise(input.originalPrice),
    images: input.images,
    stockQuantity: input.stockQuantity,
    featured: input.featured,
    searchText: searchTextOf(input),
    ingredientsText: ingredientsTextOf(input),
  };
}
