import {
  DEMO_FSSAI_VALID_UNTIL,
  DEMO_SELLERS,
  demoSellerEmail,
  gstinPan,
  SellerEvents,
  type SellerDecisionEvent,
} from '@thindi/contracts';
import { hashPassword, type UnitEvents } from '@thindi/platform';
import { lookupPincode } from '@thindi/india';
import { and, eq, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { SellerDb } from '../db/seller-db';
import { sellers } from '../db/schema';

/** Who runs each demo business (the catalogue names only the business). */
const OWNERS: Record<(typeof DEMO_SELLERS)[number]['id'], { ownerName: string; phone: string }> = {
  '7d1f2a0e-5c1b-4f7e-9a51-0b7c3e1d2a01': { ownerName: 'Meenakshi Sundaram', phone: '9840012301' },
  '7d1f2a0e-5c1b-4f7e-9a51-0b7c3e1d2a02': { ownerName: 'Abdul Rahman', phone: '9847012302' },
  '7d1f2a0e-5c1b-4f7e-9a51-0b7c3e1d2a03': { ownerName: 'Shivakumar Gowda', phone: '9845012303' },
};

/** A demo seller's FSSAI state licence, verified (its certificate is not kept: the demo has no documents). */
const demoLicence = (demo: (typeof DEMO_SELLERS)[number]) => ({
  fssaiLicenceNumber: demo.fssaiLicenceNumber,
  fssaiLicenceKind: 'state-licence' as const,
  fssaiValidUntil: DEMO_FSSAI_VALID_UNTIL,
  fssaiVerifiedAt: new Date(),
  fssaiVerifiedNumber: demo.fssaiLicenceNumber,
  fssaiVerifiedKind: 'state-licence' as const,
  fssaiVerifiedUntil: DEMO_FSSAI_VALID_UNTIL,
  about: demo.about,
});

/**
 * Creates the demo sellers that own the demo catalogue as ordinary approved sellers (decision 021): the admin's
 * Sellers tab counts them and the catalog's mirror agrees. They have no usable password (a random one nobody
 * knows) and no documents: they sign in with an e-mailed code. Each holds a verified FSSAI licence (a demo seller
 * seeded before licences were required gets it now). A seller already there is kept. Run it in a unit of work:
 * `unitOfWork.run((tx, events) => seedDemoSellers(tx, events))`. The catalog hears their public profiles from the
 * start-up publication of sellers it never heard of.
 */
export async function seedDemoSellers(tx: SellerDb, events: UnitEvents): Promise<number> {
  const rows = await Promise.all(
    DEMO_SELLERS.map(async (demo) => {
      const owner = OWNERS[demo.id];
      const place = lookupPincode(demo.pincode);
      return {
        id: demo.id,
        businessName: demo.businessName,
        ownerName: owner.ownerName,
        email: demoSellerEmail(demo.businessName),
        phone: owner.phone,
        businessType: 'individual',
        panNumber: gstinPan(demo.gstin),
        gstNumber: demo.gstin,
        address: { street: demo.street, city: demo.city, state: place?.state ?? demo.state, pincode: demo.pincode },
        bankAccountNumber: '000000000000',
        bankIfscCode: 'SBIN0000001',
        bankAccountHolderName: demo.businessName,
        bankName: 'State Bank of India',
        documents: { aadharCard: '', panCard: '', bankDocument: '' },
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        isVerified: true,
        isActive: true,
        emailVerified: true,
        ...demoLicence(demo),
      };
    }),
  );
  const added = await tx.insert(sellers).values(rows).onConflictDoNothing().returning();
  await licenceOldDemoSellers(tx);
  // The catalog's mirror learns of them as of any approval (it may have been seeded with them already).
  for (const row of added) {
    const event: SellerDecisionEvent = {
      sellerId: row.id,
      businessName: row.businessName,
      isVerified: true,
      isActive: true,
      at: new Date().toISOString(),
    };
    events.publish(SellerEvents.approved, event);
  }
  return added.length;
}

/** Demo sellers seeded before licences were required get theirs, verified; the catalog hears at start-up. */
async function licenceOldDemoSellers(tx: SellerDb): Promise<void> {
  for (const demo of DEMO_SELLERS)
    await tx
      .update(sellers)
      .set({ ...demoLicence(demo), publishedSelling: null })
      .where(and(eq(sellers.id, demo.id), isNull(sellers.fssaiLicenceNumber)));
}
