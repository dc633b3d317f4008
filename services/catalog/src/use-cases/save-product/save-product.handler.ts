import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  MediaPatterns,
  PRODUCT_CHANGED_MESSAGE,
  PRODUCT_NOT_OWNED_MESSAGE,
  PRODUCT_SAVED_MESSAGE,
  productImageKeyOf,
  productImageRefusedMessage,
  toPaise,
  type OwnedFilesResponse,
  type Principal,
  type ProductFormInput,
  type SavedProductResponse,
} from '@thindi/contracts';
import { gstClassFor } from '@thindi/india';
import { DomainError, ServiceClient, UnitOfWork } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { SellerProductsRepository, type ProductWrite } from '../../db/seller-products.repository';
import { saveSingleSizePack } from '../../db/packs';
import { productsChanged } from '../../db/products-changed';
import { gstRateOf, packOfSingleSize } from '../../domain/pack-rules';
import { ingredientsTextOf, searchTextOf, toSellerProductView } from '../../domain/product-view';
import { slugOf } from '../../domain/slug';
import type { CatalogDb } from '../../db/catalog-db';

/**
 * Creates or replaces a seller's own product; images must be ones the media service took from this seller. A
 * replace carrying the version the form was opened at is refused (409) if the product changed since.
 */
@Injectable()
export class SaveProductHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly products: SellerProductsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async create(principal: Principal, input: ProductFormInput): Promise<SavedProductResponse> {
    const images = await this.imageKeys(principal, input.images, []);
    const row = { ...toWrite(input, images), gstClass: input.gstClass ?? gstClassFor(input.category, input.name) };
    const pack = singleSizePack(input, row);
    const id = await this.unitOfWork.run(async (tx, events) => {
      const saved = await this.products.insert(tx, principal.id, slugOf(input.name, randomUUID()), row);
      await saveSingleSizePack(tx, { id: saved, sellerId: principal.id }, pack);
      productsChanged(events, [saved], 'product saved');
      return saved;
    });
    return this.answer(id);
  }

  async update(principal: Principal, id: string, input: ProductFormInput): Promise<SavedProductResponse> {
    const current = isUuid(id) ? await this.products.findAny(id) : undefined;
    if (!current) throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    if (current.product.sellerId !== principal.id)
      throw DomainError.forbidden(PRODUCT_NOT_OWNED_MESSAGE, 'CATALOG.NOT_PRODUCT_OWNER');
    const images = await this.imageKeys(principal, input.images, current.product.images);
    const row = toWrite(input, images);
    const pack = singleSizePack(input, { ...input, gstClass: input.gstClass ?? current.product.gstClass });
    const saved = await this.unitOfWork.run(async (tx, events) => {
      if (!(await this.products.update(tx, id, principal.id, row, input.version))) return false;
      await saveSingleSizePack(tx, { id, sellerId: principal.id }, pack);
      productsChanged(events, [id], 'product saved');
      return true;
    });
    if (!saved) {
      // Nothing was written: either the product is gone, or it changed since the seller's form was opened.
      if (input.version === undefined || !(await this.products.findAny(id)))
        throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
      throw DomainError.conflict(PRODUCT_CHANGED_MESSAGE, 'CATALOG.PRODUCT_CHANGED');
    }
    return this.answer(id);
  }

  /**
   * The stored keys of the form's images. Each entry is a key or a URL of the platform's own file route; keys the
   * product already had stay allowed, new ones must be this seller's uploaded product images, which the media
   * service then keeps for good (a claim). Anything else is refused naming the entry, so no image can point at
   * another host.
   */
  private async imageKeys(principal: Principal, images: string[], kept: string[]): Promise<string[]> {
    const keys = images.map((image, i) => {
      const key = productImageKeyOf(image);
      if (!key) throw DomainError.validation(productImageRefusedMessage(i), 'CATALOG.IMAGE_REFUSED');
      return key;
    });
    const fresh = [...new Set(keys.filter((key) => !kept.includes(key)))];
    if (fresh.length === 0) return keys;
    const { owned } = await this.client.query<OwnedFilesResponse>(MediaPatterns.claimFiles, {
      principal,
      input: { keys: fresh },
    });
    const foreign = keys.findIndex((key) => fresh.includes(key) && !owned.includes(key));
    if (foreign >= 0) throw DomainError.validation(productImageRefusedMessage(foreign), 'CATALOG.IMAGE_REFUSED');
    return keys;
  }

  private async answer(id: string): Promise<SavedProductResponse> {
    const saved = await this.products.findAny(id);
    if (!saved) throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    return { success: true, message: PRODUCT_SAVED_MESSAGE, product: toSellerProductView(saved) };
  }
}

/** The one pack of a single-size form (its weight, price, original price and stock) at the product's GST rate. */
function singleSizePack(
  input: ProductFormInput,
  product: { category: string; name: string; gstClass?: string | null },
) {
  const size = {
    weight: input.weight,
    pricePaise: toPaise(input.price),
    originalPricePaise: input.originalPrice === undefined ? null : toPaise(input.originalPrice),
    stockQuantity: input.stockQuantity,
  };
  const { notes: _guessed, ...pack } = packOfSingleSize(size, gstRateOf(product));
  return pack;
}

/** The stored row of a form: paise, image keys, and the search texts written beside it. */
function toWrite(input: ProductFormInput, images: string[]): ProductWrite {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    ingredients: input.ingredients,
    weight: input.weight,
    pricePaise: toPaise(input.price),
    originalPricePaise: input.originalPrice === undefined ? null : toPaise(input.originalPrice),
    images,
    stockQuantity: input.stockQuantity,
    // Left out of a save, the class the product has stays.
    gstClass: input.gstClass,
    searchText: searchTextOf(input),
    ingredientsText: ingredientsTextOf(input),
  };
}
