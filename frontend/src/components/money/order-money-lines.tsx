import type { Order } from '@thindi/contracts';
import { orderCouponMoney } from './coupon-money';
import { MoneyLines } from './money-lines';

interface OrderMoneyLinesProps {
  order: Pick<Order, 'items' | 'subtotal' | 'shippingCost' | 'tax' | 'totalAmount' | 'coupon'>;
  testIdPrefix: string;
}

/** A placed order's money lines as it was charged, with 'Discount (CODE)' when it was placed with a coupon. */
export function OrderMoneyLines({ order, testIdPrefix }: OrderMoneyLinesProps) {
  const { money, discount } = orderCouponMoney(order);
  return <MoneyLines money={money} discount={discount} testIdPrefix={testIdPrefix} />;
}
