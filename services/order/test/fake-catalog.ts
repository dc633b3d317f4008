import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AuthPatterns,
  CatalogStockPatterns,
  ReviewedProductPatterns,
  DEFAULT_SHIPPING_PROFILE,
  MediaPatterns,
  packOf,
  SellerPatterns,
  ShippingProfilePatterns,
  type ConfirmStockResult,
  type PackRef,
  type ProductSnapshot,
  type ProductSnapshotQuery,
  type ReserveStockInput,
  type ReserveStockResult,
  type SellerShippingTerms,
} from '@thindi/contracts';
import { findState, gstinCheckCharacter, lookupPincode } from '@thindi/india';
import { randomUUID } from 'node:crypto';
import { OrderModule } from '../src/order.module';

/** Two products of two sellers, as the catalog would snapshot their default packs. */
export const murukku: ProductSnapshot = {
  id: randomUUID(),
  name: 'Murukku',
  pricePaise: 12_000,
  image: null,
  weight: '250g',
  sellerId: randomUUID(),
  sellerName: 'Amma Snacks',
  stockQuantity: 10,
  variantId: randomUUID(),
  variantLabel: '250g',
  mrpPaise: 15_000,
  isDefault: true,
};
export const laddu: ProductSnapshot = {
  ...murukku,
  id: randomUUID(),
  name: 'Laddu',
  sellerId: randomUUID(),
  sellerName: 'Laddu House',
  variantId: randomUUID(),
};

/** Another pack of a product ('500 g' at its price), for a test to sell beside its default pack. */
export const anotherPack = (
  product: ProductSnapshot,
  label: string,
  pricePaise: number,
  stockQuantity = product.stockQuantity,
): ProductSnapshot => ({
  ...product,
  variantId: randomUUID(),
  variantLabel: label,
  weight: label,
  pricePaise,
  mrpPaise: Math.ceil((pricePaise * 1.18) / 100) * 100,
  stockQuantity,
  isDefault: false,
});

/** The snapshots of the packs asked for, among those sold, one per pack found. */
const answerFrom = (packs: ProductSnapshot[], refs: PackRef[]): ProductSnapshot[] =>
  refs.flatMap((ref) => packOf(packs, ref) ?? []);

/** A valid GSTIN registered in the state of a pincode. */
export const gstinIn = (pincode: string): string => {
  const first14 = `${findState(lookupPincode(pincode)!.state)!.gstCode}ABCDE1234F1Z`;
  return first14 + gstinCheckCharacter(first14);
};

/** A seller's profile at the default terms, shipping from the pincode given, registered for GST in its state. */
export const shippingProfile = (
  sellerId: string,
  originPincode: string,
  terms: Partial<SellerShippingTerms> = {},
): SellerShippingTerms => ({
  ...DEFAULT_SHIPPING_PROFILE,
  sellerId,
  originPincode,
  originDistrict: null,
  originState: null,
  gstin: gstinIn(originPincode),
  ...terms,
});
/** Murukku ships from Madurai, laddu from Mysuru, both at the default terms. */
const defaultProfiles = (): SellerShippingTerms[] => [
  shippingProfile(murukku.sellerId, '625001'),
  shippingProfile(laddu.sellerId, '570001'),
];

/**
 * The catalog and seller answers the order service asks for, scripted per test: `calls` records every
 * request, and each answer can be replaced (throwing makes the call fail as an unreachable service would).
 */
export const fakeCatalog = {
  calls: [] as Array<{ pattern: string; orderId?: string }>,
  /** The shoppers whose account was read (AuthPatterns.me), one entry a read. */
  accountReads: [] as string[],
  /** The sellers whose contact was read (SellerPatterns.me), one entry a read. */
  sellerReads: [] as string[],
  /** The products reviewed per order (`orderId:productId`), as the catalog would answer. */
  reviewed: new Set<string>(),
  /** The sellers whose shipping profiles were asked for, one entry a call. */
  profileReads: [] as string[][],
  profiles: defaultProfiles,
  /** The packs for sale (each product's default pack first); a test may sell others, or fewer. */
  packs: [murukku, laddu],
  snapshot(refs: PackRef[]): ProductSnapshot[] {
    return answerFrom(this.packs, refs);
  },
  /** Every line's pack reserved: one snapshot a line, as the catalog answers. */
  reserve(_orderId: string, lines: PackRef[]): ReserveStockResult {
    const products = answerFrom(this.packs, lines);
    const missing = lines.find((l) => !packOf(products, l));
    return missing ? { ok: false, reason: 'missing', ...missing } : { ok: true, products };
  },
  confirm: (_orderId: string): ConfirmStockResult => ({ confirmed: true }),
  release: (_orderId: string) => ({ released: true }),
  reset() {
    this.calls = [];
    this.accountReads = [];
    this.sellerReads = [];
    this.profileReads = [];
    this.reviewed = new Set();
    this.profiles = defaultProfiles;
    this.packs = [murukku, laddu];
    this.snapshot = (refs) => answerFrom(this.packs, refs);
    this.reserve = (_orderId, lines) => {
      const products = answerFrom(this.packs, lines);
      const missing = lines.find((l) => !packOf(products, l));
      return missing ? { ok: false, reason: 'missing', ...missing } : { ok: true, products };
    };
    this.confirm = () => ({ confirmed: true });
    this.release = () => ({ released: true });
  },
  released(): string[] {
    return this.calls.filter((c) => c.pattern === CatalogStockPatterns.release).map((c) => c.orderId!);
  },
};

@Controller()
class FakeCatalogController {
  @MessagePattern(CatalogStockPatterns.snapshot)
  snapshot(@Payload() { productIds, items }: ProductSnapshotQuery) {
    return { products: fakeCatalog.snapshot(items ?? (productIds ?? []).map((productId) => ({ productId }))) };
  }

  @MessagePattern(ShippingProfilePatterns.forSellers)
  shippingProfiles(@Payload() { sellerIds }: { sellerIds: string[] }) {
    fakeCatalog.profileReads.push(sellerIds);
    return { profiles: fakeCatalog.profiles().filter((p) => sellerIds.includes(p.sellerId)) };
  }

  @MessagePattern(CatalogStockPatterns.reserve)
  reserve(@Payload() { orderId, lines }: ReserveStockInput) {
    fakeCatalog.calls.push({ pattern: CatalogStockPatterns.reserve, orderId });
    return fakeCatalog.reserve(orderId, lines);
  }

  @MessagePattern(CatalogStockPatterns.confirm)
  confirm(@Payload() { orderId }: { orderId: string }) {
    fakeCatalog.calls.push({ pattern: CatalogStockPatterns.confirm, orderId });
    return fakeCatalog.confirm(orderId);
  }

  @MessagePattern(CatalogStockPatterns.release)
  release(@Payload() { orderId }: { orderId: string }) {
    fakeCatalog.calls.push({ pattern: CatalogStockPatterns.release, orderId });
    return fakeCatalog.release(orderId);
  }

  @MessagePattern(ReviewedProductPatterns.reviewed)
  reviewed(@Payload() { orderId, productIds }: { orderId: string; productIds: string[] }) {
    return { reviewed: productIds.filter((id) => fakeCatalog.reviewed.has(`${orderId}:${id}`)) };
  }

  @MessagePattern(AuthPatterns.me)
  account(@Payload() { principal }: { principal: { id: string; email: string } }) {
    fakeCatalog.accountReads.push(principal.id);
    const email = principal.email || `${principal.id}@shoppers.example.in`;
    const preferences = { orderEmails: true, offerEmails: false };
    const user = { id: principal.id, email, firstName: 'Meena', lastName: 'Iyer', isActive: true, preferences };
    return { success: true, user };
  }

  /** Plays the media service: a shopper owns the review photos under `review-photos/<their id>-`. */
  @MessagePattern(MediaPatterns.claimFiles)
  claimFiles(@Payload() { principal, input }: { principal: { id: string }; input: { keys: string[] } }) {
    return { owned: input.keys.filter((key) => key.startsWith(`review-photos/${principal.id}-`)) };
  }

  @MessagePattern(SellerPatterns.me)
  seller(@Payload() { principal }: { principal: { id: string } }) {
    fakeCatalog.sellerReads.push(principal.id);
    const name = principal.id === murukku.sellerId ? murukku.sellerName : laddu.sellerName;
    return { success: true, seller: { email: `${principal.id}@sellers.example.in`, businessName: name } };
  }
}

@Module({})
class OrderWithFakeCatalog {}

/** The order module served together with the scripted catalog, seller and media answers. */
export const orderWithFakeCatalog: DynamicModule = {
  module: OrderWithFakeCatalog,
  imports: [OrderModule],
  controllers: [FakeCatalogController],
};

/** The shopper's address in Madurai (Tamil Nadu) the order specs deliver to. */
export const maduraiAddress = {
  type: 'home',
  firstName: 'Meena',
  lastName: 'Iyer',
  street: '12 Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  pincode: '625001',
  phone: '9876543210',
};
