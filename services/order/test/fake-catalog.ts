import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AuthPatterns,
  CatalogStockPatterns,
  SellerPatterns,
  type ConfirmStockResult,
  type ProductSnapshot,
  type ReserveStockResult,
} from '@thindi/contracts';
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
  reserve: (_orderId: string): ReserveStockResult => ({ ok: true, products: [murukku, laddu] }),
  confirm: (_orderId: string): ConfirmStockResult => ({ confirmed: true }),
  release: (_orderId: string) => ({ released: true }),
  reset() {
    this.calls = [];
    this.accountReads = [];
    this.sellerReads = [];
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

  @MessagePattern(AuthPatterns.me)
  account(@Payload() { principal }: { principal: { id: string; email: string } }) {
    fakeCatalog.accountReads.push(principal.id);
    return { success: true, user: { id: principal.id, email: principal.email, firstName: 'Meena', lastName: 'Iyer' } };
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
