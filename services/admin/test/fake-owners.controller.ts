import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { OwnerAdminPatterns, SellerPatterns, type Principal } from '@thindi/contracts';
import { DomainError, RpcErrorFilter } from '@thindi/platform';

interface OwnerMessage {
  principal: Principal;
  input: { id?: string; reason?: string };
}

export const KNOWN_ID = '6b0f5c4e-0000-4000-8000-00000000000a';
/** How long the stand-in order service takes to count: far beyond the admin's time limit. */
export const SLOW_ORDERS_MS = 20_000;

const seller = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  businessName: 'Amma Snacks',
  isVerified: false,
  isActive: true,
  ...over,
});

/**
 * Plays the services that own users, sellers, products and orders in admin tests: answers with fixed figures
 * (the orders one far too slowly), records what it was asked and by whom, and refuses unknown ids with 404.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class FakeOwnersController {
  static readonly asked: Array<{ pattern: string; message: OwnerMessage }> = [];

  private note(pattern: string, message: OwnerMessage): void {
    FakeOwnersController.asked.push({ pattern, message });
    if (message.input.id !== undefined && message.input.id !== KNOWN_ID) throw DomainError.notFound('Not found');
  }

  @MessagePattern(OwnerAdminPatterns.users.figures)
  users(@Payload() m: OwnerMessage) {
    this.note(OwnerAdminPatterns.users.figures, m);
    return { totalUsers: 12, activeUsers: 11 };
  }

  @MessagePattern(OwnerAdminPatterns.sellers.figures)
  sellers(@Payload() m: OwnerMessage) {
    this.note(OwnerAdminPatterns.sellers.figures, m);
    return { totalSellers: 4, pendingSellers: 2, verifiedSellers: 1, inactiveSellers: 1 };
  }

  @MessagePattern(OwnerAdminPatterns.products.figures)
  products(@Payload() m: OwnerMessage) {
    this.note(OwnerAdminPatterns.products.figures, m);
    return { totalProducts: 41, activeProducts: 39, productsWithoutFacts: 5, productsHeldForFacts: 2 };
  }

  @MessagePattern(OwnerAdminPatterns.orders.figures)
  async orders(@Payload() m: OwnerMessage) {
    this.note(OwnerAdminPatterns.orders.figures, m);
    await new Promise((resolve) => setTimeout(resolve, SLOW_ORDERS_MS).unref());
    return { totalOrders: 3, totalRevenue: 900, recentOrders: [] };
  }

  @MessagePattern(OwnerAdminPatterns.users.list)
  listUsers(@Payload() m: OwnerMessage) {
    this.note(OwnerAdminPatterns.users.list, m);
    return { success: true, users: [], pagination: { page: 1, pageSize: 20, total: 0, totalPages: 1 } };
  }

  @MessagePattern(OwnerAdminPatterns.users.toggle)
  toggleUser(@Payload() m: OwnerMessage) {
    this.note(OwnerAdminPatterns.users.toggle, m);
    return { success: true, message: 'User deactivated', user: { id: m.input.id, email: 'u@x.in', isActive: false } };
  }

  @MessagePattern(OwnerAdminPatterns.products.toggle)
  toggleProduct(@Payload() m: OwnerMessage) {
    this.note(OwnerAdminPatterns.products.toggle, m);
    return {
      success: true,
      message: 'Product deactivated',
      product: { id: m.input.id, name: 'Murukku', isActive: false },
    };
  }

  @MessagePattern(SellerPatterns.approve)
  approve(@Payload() m: OwnerMessage) {
    this.note(SellerPatterns.approve, m);
    return {
      success: true,
      message: 'Seller approved successfully',
      seller: seller(m.input.id!, { isVerified: true }),
    };
  }

  @MessagePattern(SellerPatterns.verifyFoodLicence)
  verifyFoodLicence(@Payload() m: OwnerMessage) {
    this.note(SellerPatterns.verifyFoodLicence, m);
    return {
      success: true,
      message: 'FSSAI licence verified',
      seller: seller(m.input.id!, { isVerified: true, foodLicence: { number: '12423008000123', status: 'verified' } }),
    };
  }

  @MessagePattern(SellerPatterns.reject)
  reject(@Payload() m: OwnerMessage) {
    this.note(SellerPatterns.reject, m);
    return { success: true, message: 'Seller rejected', seller: seller(m.input.id!, { isActive: false }) };
  }

  @MessagePattern(SellerPatterns.document)
  document(@Payload() m: OwnerMessage) {
    this.note(SellerPatterns.document, m);
    return { key: 'seller-documents/pan/x.pdf', contentType: 'application/pdf' };
  }
}
