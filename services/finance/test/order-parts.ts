import type { OrderPart, OrderPartLine, SellerFinanceProfile } from '@thindi/contracts';
import { randomUUID } from 'node:crypto';

/** A Madurai seller with a GSTIN (Tamil Nadu, 33). */
export const maduraiSeller = (sellerId = randomUUID()): SellerFinanceProfile => ({
  sellerId,
  businessName: 'Amma Sweets & Snacks',
  address: '12 West Masi Street, Madurai, Tamil Nadu 625001',
  state: 'Tamil Nadu',
  pincode: '625001',
  gstin: '33AMSPS1234A1ZB',
  pan: 'AMSPS1234A',
  email: 'amma@sweets.in',
  bank: { accountHolderName: 'Amma Sweets', accountNumber: '001234567890', ifsc: 'SBIN0000881', bankName: 'SBI' },
});

/** A Mysuru seller with a GSTIN (Karnataka, 29). */
export const mysuruSeller = (sellerId = randomUUID()): SellerFinanceProfile => ({
  sellerId,
  businessName: 'Mysuru Mithai Mane',
  address: '3 Sayyaji Rao Road, Mysuru, Karnataka 570001',
  state: 'Karnataka',
  pincode: '570001',
  gstin: '29MMMPM9012C1ZO',
  pan: 'MMMPM9012C',
  email: 'mane@mithai.in',
  bank: {
    accountHolderName: 'Mysuru Mithai Mane',
    accountNumber: '987654321000',
    ifsc: 'CNRB0001234',
    bankName: 'Canara Bank',
  },
});

export const line = (overrides: Partial<OrderPartLine> = {}): OrderPartLine => {
  const quantity = overrides.quantity ?? 2;
  const unitPricePaise = overrides.unitPricePaise ?? 45_000;
  const taxablePaise = quantity * unitPricePaise;
  return {
    productId: randomUUID(),
    productName: 'Mysore Pak',
    weight: '500g',
    quantity,
    unitPricePaise,
    taxablePaise,
    hsn: '21069099',
    gstRate: 5,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: Math.round(taxablePaise * 0.05),
    category: 'sweets',
    discountPaise: 0,
    discountFunder: null,
    ...overrides,
  };
};

/** A seller's part of a cash-on-delivery order delivered in Guwahati, Assam (18): IGST for either seller. */
export function guwahatiPart(orderId: string, seller: SellerFinanceProfile, lines: OrderPartLine[]): OrderPart {
  return {
    orderId,
    orderNumber: `ORD-${orderId.slice(0, 8).toUpperCase()}`,
    customerId: 'customer-1',
    customerName: 'Priya Raman',
    shippingAddress: {
      firstName: 'Priya',
      lastName: 'Raman',
      street: '7 GS Road',
      city: 'Guwahati',
      state: 'Assam',
      pincode: '781005',
      phone: '9876543210',
    },
    paymentMethod: 'cod',
    placedAt: '2026-11-20T05:00:00.000Z',
    sellerId: seller.sellerId,
    sellerName: seller.businessName,
    status: 'shipped',
    lines,
    orderShippingPaise: 5_000,
    orderRoundOffPaise: 0,
    couponCode: null,
    platformDiscountPaise: 0,
    statusAt: '2026-11-21T05:00:00.000Z',
  };
}
