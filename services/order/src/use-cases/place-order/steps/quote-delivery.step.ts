import { packOf } from '@thindi/contracts';
import { assertDeliverableAddress, createStep, DomainError } from '@thindi/platform';
import { checkoutRefusal, planDelivery } from '../../../domain/delivery';
import { unregisteredInterState, type SupplyTerms } from '../../../domain/pricing';
import type { DeliveryTerms } from '../../delivery-quote/delivery-terms';
import type { PlaceOrderState } from '../place-order.state';

/**
 * Step 2: each seller's part against the shipping address, by the same rules as the quote. A line its seller does
 * not deliver there, or cash on delivery it does not offer (or not for that much), is refused by name; the
 * reservation is then released by step 1's undo. A seller without a GSTIN may sell only within its own state:
 * its lines to another state are refused by name. The sellers' GSTINs are kept for the GST of each line. Sellers' profiles that cannot be read fail the flow too: no
 * order is written without its estimates. Nothing to undo.
 */
export const quoteDeliveryStep = (terms: DeliveryTerms) =>
  createStep<PlaceOrderState>('quote-delivery', async ({ input, lines, products = [] }) => {
    const destination = assertDeliverableAddress(input.shippingAddress);
    const profiles = await terms.profiles(products.map((p) => p.sellerId));
    const planned = planDelivery({ destination, lines, products, profiles, rules: terms.rules() });
    const refusal = checkoutRefusal(planned, destination.pincode, input.paymentMethod);
    if (refusal) throw DomainError.validation(refusal.message, refusal.code);
    const supply: SupplyTerms = {
      destinationState: destination.state,
      gstins: Object.fromEntries(profiles.map((p) => [p.sellerId, p.gstin ?? null])),
      originStates: Object.fromEntries(planned.map((p) => [p.part.sellerId, p.originState])),
    };
    const named = lines.flatMap((l) => {
      const p = packOf(products, l);
      return p ? [{ productName: p.name, sellerId: p.sellerId }] : [];
    });
    const unregistered = unregisteredInterState(named, supply);
    if (unregistered) throw DomainError.validation(unregistered, 'ORDER.NOT_DELIVERABLE');
    return { deliveries: Object.fromEntries(planned.map(({ part }) => [part.sellerId, part.estimate])), supply };
  });
