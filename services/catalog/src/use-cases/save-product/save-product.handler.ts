import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  missingFoodFacts,
  PRODUCT_CHANGED_MESSAGE,
  PRODUCT_NOT_OWNED_MESSAGE,
  PRODUCT_SAVED_MESSAGE,
  productImageKeyOf,
  productImageRefusedMessage,
  toPaise,
  type Principal,
  type ProductFormInput,
  type SavedProductResponse,
} from '@thindi/contracts';
import { gstClassFor } from '@thindi/india';
import { DomainError, ServiceClient, UnitOfWork } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { SellerProductsRepository, type ProductWrite } from '../../db/seller-products.repository';
import { isSkuTaken, saveSingleSizePack, skusOfOtherProducts, writePackList } from '../../db/packs';
import { productsChanged } from '../../db/products-changed';
import { gstRateOf, packOfSingleSize, type SingleSize } from '../../domain/pack-rules';
import { ingredientsTextOf, searchTextOf, toSellerProductView, type FoodFactsPolicy } from '../../domain/product-view';
import { factsAfterSave, foodColumnsOf } from '../../domain/food-facts';
import { slugOf } from '../../domain/slug';
import { CATALOG_DB, FOOD_FACTS_POLICY } from '../../catalog.constants';
import type { CatalogDb } from '../../db/catalog-db';
import type { ProductRow } from '../../db/schema';
import { claimImages } from './claim-images';
import { packListOf, sizeOfDefault, type SavedPack } from './pack-list';
import { checkPackList } from './check-pack-list';

type GstFields = { category: string; name: string; gstClass?: string | null };

/**
 * Creates or replaces a seller's own product with its packs; images must be ones the media service took from this
 * seller. A replace carrying the version the form was opened at (of the product, or of a listed pack) is refused
 * (409) if it changed since.
 */
@Injectable()
export class SaveProductHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly products: SellerProductsRepository,
    @Inject(CATALOG_DB) private readonly db: CatalogDb,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
    @Inject(FOOD_FACTS_POLICY) private readonly food: FoodFactsPolicy,
  ) {}

  async create(principal: Principal, input: ProductFormInput): Promise<SavedProductResponse> {
    const gst = { ...input, gstClass: input.gstClass ?? gstClassFor(input.category, input.name) };
    checkFacts(undefined, input);
    const packs = input.variants && packListOf(input.variants, [], gstRateOf(gst));
    await this.checkSkus(principal, undefined, packs);
    const images = await this.imageKeys(principal, input.images, []);
    const row = { ...toWrite(input, images, sizeOf(input, packs, gst)), gstClass: gst.gstClass };
    const id = await this.write(principal, undefined, packs, () =>
      this.unitOfWork.run(async (tx, events) => {
        const saved = await this.products.insert(tx, principal.id, slugOf(input.name, randomUUID()), row);
        const product = { id: saved, sellerId: principal.id };
        if (packs) await writePackList(tx, product, packs, []);
        else await saveSingleSizePack(tx, product, singleSizePack(input, gst));
        productsChanged(events, [saved], 'product saved');
        return saved;
      }),
    );
    return this.answer(id);
  }

  async update(principal: Principal, id: string, input: ProductFormInput): Promise<SavedProductResponse> {
    const current = isUuid(id) ? await this.products.findAny(id) : undefined;
    if (!current) throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    if (current.product.sellerId !== principal.id)
      throw DomainError.forbidden(PRODUCT_NOT_OWNED_MESSAGE, 'CATALOG.NOT_PRODUCT_OWNER');
    const gst = { ...input, gstClass: input.gstClass ?? current.product.gstClass };
    const complete = checkFacts(current.product, input);
    const packs = input.variants && packListOf(input.variants, current.packs, gstRateOf(gst));
    await this.checkSkus(principal, id, packs);
    const images = await this.imageKeys(principal, input.images, current.product.images);
    // Completing the required facts takes the product off hold (its visibility follows `facts_held`).
    const row = { ...toWrite(input, images, sizeOf(input, packs, gst)), ...(complete && { factsHeld: false }) };
    const product = { id, sellerId: principal.id };
    const saved = await this.write(principal, id, packs, () =>
      this.unitOfWork.run(async (tx, events) => {
        // Packs are locked before the product row, the order stock moves take them in.
        const removed = packs && (await checkPackList(tx, id, packs));
        if (!(await this.products.update(tx, id, principal.id, row, input.version))) return false;
        if (packs) await writePackList(tx, product, packs, removed!);
        else await saveSingleSizePack(tx, product, singleSizePack(input, gst));
        productsChanged(events, [id], 'product saved');
        return true;
      }),
    );
    if (!saved) {
      // Nothing was written: either the product is gone, or it changed since the seller's form was opened.
      if (input.version === undefined || !(await this.products.findAny(id)))
        throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
      throw DomainError.conflict(PRODUCT_CHANGED_MESSAGE, 'CATALOG.PRODUCT_CHANGED');
    }
    return this.answer(id);
  }

  /** A SKU is unique among the seller's packs: one of its other products' is refused naming it. */
  private async checkSkus(principal: Principal, productId: string | undefined, packs: SavedPack[] | undefined) {
    const skus = (packs ?? []).flatMap((p) => (p.sku ? [p.sku] : []));
    const [taken] = await skusOfOtherProducts(this.db, principal.id, productId, skus);
    if (taken !== undefined) throw DomainError.validation(skuTakenMessage(taken));
  }

  /** Runs the save; a SKU a concurrent save took first (its unique index) is refused as the check would have. */
  private async write<R>(
    principal: Principal,
    productId: string | undefined,
    packs: SavedPack[] | undefined,
    save: () => Promise<R>,
  ): Promise<R> {
    try {
      return await save();
    } catch (err) {
      if (!isSkuTaken(err)) throw err;
      await this.checkSkus(principal, productId, packs);
      throw DomainError.validation('A SKU of these packs is already used by another of your products');
    }
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
    const owned = await claimImages(this.client, principal, fresh);
    const foreign = keys.findIndex((key) => fresh.includes(key) && !owned.includes(key));
    if (foreign >= 0) throw DomainError.validation(productImageRefusedMessage(foreign), 'CATALOG.IMAGE_REFUSED');
    return keys;
  }

  private async answer(id: string): Promise<SavedProductResponse> {
    const saved = await this.products.findAny(id);
    if (!saved) throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    return { success: true, message: PRODUCT_SAVED_MESSAGE, product: toSellerProductView(saved, this.food) };
  }
}

/**
 * Refuses facts a save would leave contradicting each other (a veg mark beside egg, fish or crustaceans, given in
 * this save or stored); answers whether the required facts are all declared after it.
 */
function checkFacts(stored: ProductRow | undefined, input: ProductFormInput): boolean {
  // A save that leaves the facts out changes none of them: what is stored stands as it was.
  if (input.food === undefined) return false;
  const { facts, problem } = factsAfterSave(stored, input.food);
  if (problem) throw DomainError.validation(problem);
  return missingFoodFacts(facts).length === 0;
}

export const skuTakenMessage = (sku: string) => `sku '${sku}' is already used by another of your products`;

/** The single size of a form without packs, else its default pack's. */
function sizeOf(input: ProductFormInput, packs: SavedPack[] | undefined, gst: GstFields): SingleSize {
  if (packs) return sizeOfDefault(packs, gstRateOf(gst));
  return {
    weight: input.weight!,
    pricePaise: toPaise(input.price!),
    originalPricePaise: input.originalPrice === undefined ? null : toPaise(input.originalPrice),
    stockQuantity: input.stockQuantity,
  };
}

/** The one pack of a single-size form (its weight, price, original price and stock) at the product's GST rate. */
function singleSizePack(input: ProductFormInput, product: GstFields) {
  const { notes: _guessed, ...pack } = packOfSingleSize(sizeOf(input, undefined, product), gstRateOf(product));
  return pack;
}

/** The stored row of a form: paise, image keys, the single-size columns and the search texts written beside it. */
function toWrite(input: ProductFormInput, images: string[], size: SingleSize): ProductWrite {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    ingredients: input.ingredients,
    ...size,
    images,
    // Left out of a save, the class the product has stays.
    gstClass: input.gstClass,
    searchText: searchTextOf({ ...input, weight: size.weight }),
    ingredientsText: ingredientsTextOf(input),
    // Left out of a save, the stored facts stay; a part given replaces that part.
    ...foodColumnsOf(input.food),
  };
}
