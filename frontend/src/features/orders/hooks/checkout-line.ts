/** What checkout needs of a cart line: the app passes the cart's lines, which carry more. */
export interface CheckoutLine {
  id: string;
  /** The pack; without one, the product's default pack. */
  variantId?: string;
  name: string;
  /** The pack's label ('500 g'). */
  weight: string;
  price: number;
  quantity: number;
  /** GST rate in percent; a line saved before products carried one is taken at the usual 5%. */
  gstRate?: number;
}

export { USUAL_GST_RATE } from '@/lib/money-summary';
