import type { INestMicroservice } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  DEMO_SELLERS,
  ShippingProfilePatterns,
  type Principal,
  type ShippingProfileInput,
  type ShippingProfileResponse,
  type ShippingProfilesResult,
} from '@thindi/contracts';
import { createLogger, loadConfig, Platform, PlatformModule } from '@thindi/platform';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SellerDb } from '../../db/seller-db';
import { sellers, shippingProfiles } from '../../db/schema';
import { SELLER_DB } from '../../seller.constants';
import { SellerModule } from '../../seller.module';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

/** Sellers' shipping profiles through the seller service's message handlers, on PGlite. */
describe('seller service: shipping profiles', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-seller-shipping-'));
  let platform: Platform;
  let app: INestMicroservice;
  let db: SellerDb;

  const profile: ShippingProfileInput = {
    originPincode: '560001',
    dispatchDays: 2,
    cutoffTime: '11:30',
    codEnabled: true,
    codLimit: 2500.5,
    shipsTo: 'state',
  };
  /** A seller account straight into the table, its business address in the pincode given. */
  const newSeller = async (pincode = '625001', state = 'Tamil Nadu'): Promise<Principal> => {
    const id = randomUUID();
    const email = `${id.slice(0, 8)}@shipping.example.in`;
    await db.insert(sellers).values({
      id,
      businessName: 'Amma Snacks',
      ownerName: 'Lakshmi',
      email,
      phone: '9876543210',
      businessType: 'individual',
      panNumber: 'ABCDE1234F',
      address: { street: '1 Main Road', city: 'Madurai', state, pincode },
      bankAccountNumber: '123456789012',
      bankIfscCode: 'SBIN0001234',
      bankAccountHolderName: 'Lakshmi',
      bankName: 'SBI',
      documents: { aadharCard: 'a', panCard: 'p', bankDocument: 'b' },
      passwordHash: 'x',
      isVerified: true,
    });
    return { id, role: 'seller', email };
  };
  const getOwn = (principal: Principal) =>
    platform.client.query<ShippingProfileResponse>(ShippingProfilePatterns.get, { principal });
  const update = (principal: Principal, input: unknown) =>
    platform.client.command<ShippingProfileResponse>(ShippingProfilePatterns.update, {
      principal,
      input: { profile: input },
    });
  const forSellers = (sellerIds: string[]) =>
    platform.client.query<ShippingProfilesResult>(ShippingProfilePatterns.forSellers, { sellerIds });

  beforeAll(async () => {
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    const moduleRef = await Test.createTestingModule({
      imports: [PlatformModule.forRoot(platform), SellerModule],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: platform.serverFor('seller') });
    await app.listen();
    db = moduleRef.get(SELLER_DB);
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives a seller that never saved a profile the defaults, shipping from its business address', async () => {
    const seller = await newSeller('625001');
    expect((await getOwn(seller)).profile).toEqual({
      sellerId: seller.id,
      originPincode: '625001',
      originDistrict: 'Madurai',
      originState: 'Tamil Nadu',
      dispatchDays: 1,
      cutoffTime: '14:00',
      codEnabled: true,
      codLimit: null,
      shipsTo: 'india',
    });
  });

  it('saves a profile and answers it with the district and state of its origin', async () => {
    const seller = await newSeller();
    const expected = { ...profile, sellerId: seller.id, originDistrict: 'Bengaluru', originState: 'Karnataka' };
    expect((await update(seller, profile)).profile).toEqual(expected);
    expect((await getOwn(seller)).profile).toEqual(expected);
    const changed = { ...profile, originPincode: '600001', codEnabled: false, codLimit: 500, cutoffTime: '09:05' };
    expect((await update(seller, changed)).profile).toMatchObject({
      originState: 'Tamil Nadu',
      cutoffTime: '09:05',
      codEnabled: false,
      codLimit: null,
    });
  });

  it('refuses an origin pincode the directory does not know, keeping the profile it had', async () => {
    const seller = await newSeller();
    await expect(update(seller, { ...profile, originPincode: '999999' })).rejects.toMatchObject({
      code: 'ADDRESS.PINCODE_UNKNOWN',
      message: 'Please enter a valid pincode',
    });
    expect(await db.select().from(shippingProfiles).where(eq(shippingProfiles.sellerId, seller.id))).toEqual([]);
  });

  it('names the field of a bad profile', async () => {
    const seller = await newSeller();
    await expect(update(seller, { ...profile, dispatchDays: 11 })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('dispatchDays must be at most 10'),
    });
  });

  it('lets only the seller itself read or change its profile', async () => {
    const customer: Principal = { id: randomUUID(), role: 'customer', email: 'c@example.in' };
    await expect(getOwn(customer)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(update(customer, profile)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('answers the profiles of saved, default and demo sellers in one call, leaving out unknown ids', async () => {
    const saved = await newSeller();
    await update(saved, profile);
    const fresh = await newSeller('673001', 'Kerala');
    const demo = DEMO_SELLERS[2];
    const { profiles } = await forSellers([saved.id, fresh.id, demo.id, randomUUID(), saved.id]);
    expect(profiles).toEqual([
      expect.objectContaining({ sellerId: saved.id, originPincode: '560001', dispatchDays: 2, codLimit: 2500.5 }),
      expect.objectContaining({ sellerId: fresh.id, originPincode: '673001', originState: 'Kerala', gstin: null }),
      expect.objectContaining({
        sellerId: demo.id,
        originPincode: demo.pincode,
        originDistrict: 'Mysuru',
        gstin: '29MMMPM9012C1ZO',
      }),
    ]);
  });

  it('refuses a list of sellers that is not ids', async () => {
    await expect(forSellers(['not-an-id'])).rejects.toMatchObject({ kind: 'VALIDATION' });
  });
});
