import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthPatterns, type MeResponse, type Principal } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { catalogWithFakeOrders } from './fake-orders';

/** The auth service's "me", scripted per test: a shopper in `gone` is a removed account. */
export const fakeCustomers = { gone: new Set<string>() };

@Controller()
class FakeCustomersController {
  @MessagePattern(AuthPatterns.me)
  me(@Payload() { principal }: { principal: Principal }): MeResponse {
    if (fakeCustomers.gone.has(principal.id))
      throw DomainError.unauthorized('This account is deactivated or no longer exists', 'AUTH.SESSION_ENDED');
    return {
      success: true,
      user: {
        _id: principal.id,
        id: principal.id,
        firstName: 'Meena',
        lastName: 'Iyer',
        email: `meena-${principal.id}@example.in`,
        phone: null,
        emailVerified: true,
        isActive: true,
        addresses: [],
        preferences: { orderEmails: true, offerEmails: false },
        createdAt: new Date().toISOString(),
      },
    };
  }
}

@Module({})
class CatalogWithFakeCustomers {}

/** The catalog with the scripted order service and the auth service's "me" (for the mail to a review's author). */
export const catalogWithFakeCustomers: DynamicModule = {
  module: CatalogWithFakeCustomers,
  imports: [catalogWithFakeOrders],
  controllers: [FakeCustomersController],
};
