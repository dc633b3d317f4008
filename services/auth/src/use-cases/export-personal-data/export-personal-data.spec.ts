import { Controller, type DynamicModule, Module, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AuthPatterns,
  MAIL_QUEUE,
  OrderPatterns,
  ReviewPatterns,
  type CustomerOrderData,
  type CustomerReviewsResponse,
  type PersonalDataExport,
  type Principal,
} from '@thindi/contracts';
import { DomainError, RpcErrorFilter } from '@thindi/platform';
import { startServiceForTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { AuthHarness, type CaughtMail } from '../../../test/auth-harness';
import { AuthModule } from '../../auth.module';

type Behaviour = 'answer' | 'silent' | 'fail';
/** What the fake owners do next, and the principals they were asked for. */
const owners = { order: 'answer' as Behaviour, catalog: 'answer' as Behaviour, askedFor: [] as Principal[] };

const ordersOf = (customerId: string): CustomerOrderData => ({
  orders: [{ id: `order-of-${customerId}` } as unknown as CustomerOrderData['orders'][number]],
  tickets: [],
  cart: [
    {
      productId: randomUUID(),
      variantId: null,
      name: 'Murukku',
      packLabel: '250g',
      quantity: 2,
      priceWhenAdded: 120,
      addedAt: new Date().toISOString(),
    },
  ],
});

/** A reply as the owner's `behaviour` says: its answer, a silence past every deadline, or a failure. */
function reply<T>(behaviour: Behaviour, answer: () => T): Promise<T> {
  if (behaviour === 'silent') return new Promise<T>(() => undefined);
  if (behaviour === 'fail') return Promise.reject(new DomainError('SERVER.INTERNAL', 'The database broke'));
  return Promise.resolve(answer());
}

/** The order service and the catalog, scripted: each answers only with data keyed by the principal it was sent. */
@Controller()
@UseFilters(RpcErrorFilter)
class FakeOwnersController {
  @MessagePattern(OrderPatterns.dataOfCustomer)
  orders(@Payload() { principal }: { principal: Principal }) {
    owners.askedFor.push(principal);
    return reply(owners.order, () => ordersOf(principal.id));
  }

  @MessagePattern(ReviewPatterns.ofCustomer)
  reviews(@Payload() { principal }: { principal: Principal }): Promise<CustomerReviewsResponse> {
    owners.askedFor.push(principal);
    return reply(owners.catalog, () => ({ success: true as const, reviews: [] }));
  }
}

@Module({})
class AuthWithFakeOwners {}
const authWithFakeOwners: DynamicModule = {
  module: AuthWithFakeOwners,
  imports: [AuthModule],
  controllers: [FakeOwnersController],
};

/** The shopper's copy of their data, gathered by the auth service from the owners at once. */
describe("auth service: a shopper's copy of their data", () => {
  let auth: AuthHarness;
  const exportFor = (principal: Principal) =>
    auth.platform.client.query<PersonalDataExport>(AuthPatterns.personalData, { principal, input: {} });
  /** A signed-up shopper with one address, as their token names them. */
  const shopper = async (): Promise<Principal> => {
    const email = `meena-${randomUUID()}@example.in`;
    const { user } = await auth.signUp(email);
    const principal: Principal = { id: user.id, role: 'customer', email };
    await auth.send(AuthPatterns.addAddress, {
      principal,
      input: {
        firstName: 'Meena',
        lastName: 'Iyer',
        street: '12 North Masi Street',
        city: 'Madurai',
        state: 'Tamil Nadu',
        pincode: '625001',
        phone: '+919876543210',
      },
    });
    return principal;
  };

  beforeAll(async () => {
    const mails: CaughtMail[] = [];
    const service = await startServiceForTest('auth', authWithFakeOwners, {
      // A silent owner fails the export at the deadline; the deadline leaves a loaded machine time to sign up (a
      // password hash) and to gather the data in the other cases.
      env: { REQUEST_TIMEOUT_MS: '4000', QUERY_ATTEMPT_TIMEOUT_MS: '200' },
      prepare: (p) =>
        void p.jobs.process<CaughtMail>(MAIL_QUEUE, async (data, { name }) => void mails.push({ ...data, job: name })),
    });
    auth = new AuthHarness(service, mails);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => auth?.service.stop());
  beforeEach(() => {
    owners.order = 'answer';
    owners.catalog = 'answer';
    owners.askedFor = [];
  });

  it('gives the account, its addresses and what each owner holds of that shopper, without any secret', async () => {
    const meena = await shopper();

    const data = await exportFor(meena);

    expect(data.account).toMatchObject({
      id: meena.id,
      name: 'Meena Iyer',
      email: meena.email,
      phone: '9876543210',
      emailVerified: true,
      hasPassword: true,
      preferences: { orderEmails: true, offerEmails: false },
    });
    expect(data.addresses).toEqual([expect.objectContaining({ city: 'Madurai', pincode: '625001', isDefault: true })]);
    expect(data.orders).toEqual([{ id: `order-of-${meena.id}` }]);
    expect(data.cart).toHaveLength(1);
    expect(data.reviews).toEqual([]);
    expect(Date.now() - Date.parse(data.generatedAt)).toBeLessThan(60_000);
    // Each owner was asked for the caller, and only the caller.
    expect(owners.askedFor.map((p) => p.id)).toEqual([meena.id, meena.id]);
    const row = await auth.customerRow(meena.email);
    const text = JSON.stringify(data);
    expect(text).not.toContain(String(row?.password_hash));
    expect(text).not.toMatch(/passwordHash|password_hash|sessionVersion|codeHash|wrongCodes/);
  });

  it('fails as unavailable, with nothing partial, when the order service does not answer in time', async () => {
    const meena = await shopper();
    owners.order = 'silent';
    await expect(exportFor(meena)).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
  });

  it('fails as unavailable when the catalog answers with a failure', async () => {
    const meena = await shopper();
    owners.catalog = 'fail';
    await expect(exportFor(meena)).rejects.toMatchObject({
      code: 'SERVICE.UNAVAILABLE',
      message: expect.stringContaining('could not be gathered'),
    });
  });

  it('refuses a seller and an admin, asking no owner', async () => {
    const seller: Principal = { id: randomUUID(), role: 'seller', email: 'amma@example.in' };
    const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@thindi.in' };
    await expect(exportFor(seller)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(exportFor(admin)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    expect(owners.askedFor).toEqual([]);
  });
});
