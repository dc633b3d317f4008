import { assertDeliverableAddress, createStep, DomainError } from '@thindi/platform';
import { checkoutRefusal, planDelivery } from '../../../domain/delivery';
import type { DeliveryTerms } from '../../delivery-quote/delivery-terms';
import type { PlaceOrderState } from '../place-order.state';

/**
 * Step 2: each seller's part against the shipping address, by the same rules as the quote. A line its seller does
 * not deliver there, or cash on delivery it does not offer (or not for that much), is refused by name; the
 * reservation is then released by step 1's undo. Sellers' profiles that cannot be read fail the flow too: no
 * order is written without its estimates. Nothing to undo.
 */
export const quoteDeliveryStep = (terms: DeliveryTerms) =>
  createStep<PlaceOrderState>('quote-delivery', async ({ input, lines, products = [] }) => {
    const destination = assertDeliverableAddress(input.shippingAddress);
    const profiles = await terms.profiles(products.map((p) => p.sellerId));
    const planned = planDelivery({ destination, lines, products, profiles, rules: terms.rules() });
    const refusal = checkoutRefusal(planned, destination.pincode, input.paymentMethod);
    if (refusal) throw DomainError.validation(refusal.message, refusal.code);
    return { deliveries: Object.fromEntries(planned.map(({ part }) => [part.sellerId, part.estimate])) };
  });
