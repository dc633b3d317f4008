import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AuthPatterns,
  CatalogStockPatterns,
  ReviewedProductPatterns,
  DEFAULT_SHIPPING_PROFILE,
  SellerPatterns,
  ShippingProfilePatterns,
  type ConfirmStockResult,
  type ProductSnapshot,
  type ReserveStockResult,
  type SellerShippingTerms,
} from '@thindi/contracts';
import { findState, gstinCheckCharacter, lookupPincode } from '@thindi/india';
import { randomUUID } from 'node:crypto';
import { OrderModule } from '../src/order.module';

/** Two products of two sellers, as the catalog would snapshot them. */
export const murukku: ProductSnapshot = {
  id: randomUUID(),
  name: 'Murukku',
  pricePaise: 12_000,
  image: null,
  weight: '250g',
  sellerId: randomUUID(),
  sellerName: 'Amma Snacks',
  stockQuantity: 10,
};
export const laddu: ProductSnapshot = {
  ...murukku,
  id: randomUUID(),
  name: 'Laddu',
  sellerId: randomUUID(),
  sellerName: 'Laddu House',
};

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
  snapshot: (productIds: string[]): ProductSnapshot[] => [murukku, laddu].filter((p) => productIds.includes(p.id)),
  reserve: (_orderId: string): ReserveStockResult => ({ ok: true, products: [murukku, laddu] }),
  confirm: (_orderId: string): ConfirmStockResult => ({ confirmed: true }),
  release: (_orderId: string) => ({ released: true }),
  reset() {
    this.calls = [];
    this.accountReads = [];
    this.sellerReads = [];
    this.profileReads = [];
    this.reviewed = new Set();
    this.profiles = defaultProfiles;
    this.snapshot = (productIds) => [murukku, laddu].filter((p) => productIds.includes(p.id));
    this.reserve = () => ({ ok: true, products: [murukku, laddu] });
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
  snapshot(@Payload() { productIds }: { productIds: string[] }) {
    return { products: fakeCatalog.snapshot(productIds) };
  }

  @MessagePattern(ShippingProfilePatterns.forSellers)
  shippingProfiles(@Payload() { sellerIds }: { sellerIds: string[] }) {
    fakeCatalog.profileReads.push(sellerIds);
    return { profiles: fakeCatalog.profiles().filter((p) => sellerIds.includes(p.sellerId)) };
  }

  @MessagePattern(CatalogStockPatterns.reserve)
  reserve(@Payload() { orderId }: { orderId: string }) {
    fakeCatalog.calls.push({ pattern: CatalogStockPatterns.reserve, orderId });
    return fakeCatalog.reserve(orderId);
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

  @MessagePattern(SellerPatterns.me)
  seller(@Payload() { principal }: { principal: { id: string } }) {
    fakeCatalog.sellerReads.push(principal.id);
    const name = principal.id === murukku.sellerId ? murukku.sellerName : laddu.sellerName;
    return { success: true, seller: { email: `${principal.id}@sellers.example.in`, businessName: name } };
  }
}

@Module({})
class OrderWithFakeCatalog {}

/** The order module served together with the scripted catalog and seller answers. */
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
