import {
  DEFAULT_SHIPPING_PROFILE,
  ShippingProfilePatterns,
  type PlaceOrderInput,
  type ProductSnapshot,
  type SellerShippingTerms,
} from '@thindi/contracts';
import { findState, gstinCheckCharacter, lookupPincode } from '@thindi/india';
import { loadConfig, type ServiceClient } from '@thindi/platform';
import { stepContext } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { DeliveryTerms } from '../../delivery-quote/delivery-terms';
import type { PlaceOrderState } from '../place-order.state';
import { quoteDeliveryStep } from './quote-delivery.step';

const murukku: ProductSnapshot = {
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

const gstinIn = (pincode: string): string => {
  const first14 = `${findState(lookupPincode(pincode)!.state)!.gstCode}ABCDE1234F1Z`;
  return first14 + gstinCheckCharacter(first14);
};

/** Murukku's seller ships from Madurai, at the default terms unless told otherwise. */
const profile = (terms: Partial<SellerShippingTerms> = {}): SellerShippingTerms => ({
  ...DEFAULT_SHIPPING_PROFILE,
  sellerId: murukku.sellerId,
  originPincode: '625001',
  originDistrict: null,
  originState: null,
  gstin: gstinIn('625001'),
  ...terms,
});

/** The delivery terms over a seller service (faked) that answers `profiles` and records what it was asked. */
function fakeTerms(profiles: SellerShippingTerms[]) {
  const asked: Array<{ pattern: string; data: unknown }> = [];
  const client = {
    query: async (pattern: string, data: unknown) => {
      asked.push({ pattern, data });
      return { profiles };
    },
  };
  const terms = new DeliveryTerms(client as unknown as ServiceClient, loadConfig({}));
  return { terms, asked };
}

const state = (pincode: string, city: string, stateName: string, paymentMethod: PlaceOrderInput['paymentMethod']) =>
  ({
    orderId: randomUUID(),
    input: {
      items: [{ productId: murukku.id, quantity: 2 }],
      shippingAddress: {
        type: 'home',
        firstName: 'Meena',
        lastName: 'Iyer',
        street: '12 Car Street',
        city,
        state: stateName,
        pincode,
        phone: '9876543210',
      },
      paymentMethod,
    },
    lines: [{ productId: murukku.id, quantity: 2 }],
    products: [murukku],
  }) as PlaceOrderState;

const toMadurai = () => state('625001', 'Madurai', 'Tamil Nadu', 'cod');
const toBengaluru = () => state('560001', 'Bengaluru', 'Karnataka', 'cod');

describe('place-order step quote-delivery', () => {
  it('quotes each seller’s delivery to the address and keeps the sellers’ GSTINs for the tax', async () => {
    const { terms, asked } = fakeTerms([profile()]);
    const added = (await quoteDeliveryStep(terms).invoke(toMadurai(), stepContext('place-order'))) as PlaceOrderState;
    expect(asked).toEqual([{ pattern: ShippingProfilePatterns.forSellers, data: { sellerIds: [murukku.sellerId] } }]);
    expect(added.deliveries?.[murukku.sellerId]).toMatchObject({
      zone: 'A',
      labelTo: expect.stringContaining('to Madurai 625001'),
    });
    expect(added.supply).toMatchObject({
      destinationState: 'Tamil Nadu',
      gstins: { [murukku.sellerId]: gstinIn('625001') },
    });
  });

  it('refuses by name a line its seller does not deliver to the address', async () => {
    const { terms } = fakeTerms([profile({ shipsTo: 'state' })]);
    await expect(quoteDeliveryStep(terms).invoke(toBengaluru(), stepContext('place-order'))).rejects.toMatchObject({
      code: 'ORDER.NOT_DELIVERABLE',
      message: expect.stringContaining('Murukku cannot be delivered to 560001'),
    });
  });

  it('refuses cash on delivery a seller does not offer', async () => {
    const { terms } = fakeTerms([profile({ codEnabled: false })]);
    await expect(quoteDeliveryStep(terms).invoke(toMadurai(), stepContext('place-order'))).rejects.toMatchObject({
      code: 'ORDER.COD_UNAVAILABLE',
    });
  });

  it('refuses the lines a seller without a GSTIN would send to another state', async () => {
    const { terms } = fakeTerms([profile({ gstin: null })]);
    await expect(quoteDeliveryStep(terms).invoke(toBengaluru(), stepContext('place-order'))).rejects.toMatchObject({
      code: 'ORDER.NOT_DELIVERABLE',
    });
  });

  it('has nothing to undo: the reservation is released by reserve-stock’s undo', () => {
    expect(quoteDeliveryStep(fakeTerms([]).terms).compensation).toBeUndefined();
  });
});
