import {
  DEMO_SELLERS,
  FinanceSourcePatterns,
  sellerFinanceProfileSchema,
  type SellerFinanceProfilesResult,
} from '@thindi/contracts';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import type { SellerDb } from '../../db/seller-db';
import { sellers } from '../../db/schema';
import { SELLER_DB } from '../../seller.constants';
import { SellerModule } from '../../seller.module';

/** The sellers' finance profiles the finance service invoices and pays from, on PGlite. */
describe("seller service: sellers' finance profiles", () => {
  let service: ServiceUnderTest;
  let db: SellerDb;
  const [amma, malabar] = DEMO_SELLERS;

  /** A seller account straight into the table, not yet approved, registered for GST in Tamil Nadu. */
  const newSeller = async (id = randomUUID()) => {
    await db.insert(sellers).values({
      id,
      businessName: 'Chennai Murukku Works',
      ownerName: 'Lakshmi',
      email: `${id.slice(0, 8)}@finance.example.in`,
      phone: '9876543210',
      businessType: 'individual',
      panNumber: 'ABCDE1234F',
      gstNumber: '33ABCDE1234F1Z7',
      address: { street: '1 Main Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' },
      bankAccountNumber: '123456789012',
      bankIfscCode: 'SBIN0001234',
      bankAccountHolderName: 'Lakshmi',
      bankName: 'SBI',
      documents: { aadharCard: 'a', panCard: 'p', bankDocument: 'b' },
      passwordHash: 'x',
    });
    return id;
  };
  const profilesOf = async (sellerIds: string[]) =>
    (
      await service.platform.client.query<SellerFinanceProfilesResult>(FinanceSourcePatterns.sellerProfiles, {
        sellerIds,
      })
    ).profiles;

  beforeAll(async () => {
    service = await startServiceForTest('seller', SellerModule);
    db = service.app.get(SELLER_DB);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it("answers a registered seller's address, GSTIN, PAN, e-mail and bank, before it is approved", async () => {
    const id = await newSeller();
    const [profile] = await profilesOf([id]);
    expect(sellerFinanceProfileSchema.parse(profile)).toEqual(profile);
    expect(profile).toEqual({
      sellerId: id,
      businessName: 'Chennai Murukku Works',
      address: '1 Main Road, Chennai, Tamil Nadu 600001',
      state: 'Tamil Nadu',
      pincode: '600001',
      gstin: '33ABCDE1234F1Z7',
      pan: 'ABCDE1234F',
      email: `${id.slice(0, 8)}@finance.example.in`,
      bank: { accountHolderName: 'Lakshmi', accountNumber: '123456789012', ifsc: 'SBIN0001234', bankName: 'SBI' },
    });
  });

  it("answers a demo seller with the PAN its GSTIN embeds, its pincode's state and no bank", async () => {
    expect(await profilesOf([malabar.id])).toEqual([
      {
        sellerId: malabar.id,
        businessName: 'Malabar Spice House',
        address: 'Kozhikode, Kerala 673001',
        state: 'Kerala',
        pincode: '673001',
        gstin: '32MSHPK5678B1ZI',
        pan: 'MSHPK5678B',
        email: null,
        bank: null,
      },
    ]);
  });

  it('answers a registered seller with a demo id rather than the demo', async () => {
    await newSeller(amma.id);
    const [profile] = await profilesOf([amma.id]);
    expect(profile).toMatchObject({ sellerId: amma.id, businessName: 'Chennai Murukku Works', pan: 'ABCDE1234F' });
    expect(profile.bank).not.toBeNull();
  });

  it('leaves out ids nobody knows, UUIDs or not, and answers each known seller once', async () => {
    const id = await newSeller();
    const profiles = await profilesOf([randomUUID(), 'SELLER-1', id, malabar.id, id]);
    expect(profiles.map((p) => p.sellerId)).toEqual([id, malabar.id]);
  });

  it('refuses a query without seller ids', async () => {
    await expect(profilesOf([])).rejects.toMatchObject({ kind: 'VALIDATION' });
  });
});
