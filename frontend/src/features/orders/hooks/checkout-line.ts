/** What checkout needs of a cart line: the app passes the cart's lines, which carry more. */
export interface CheckoutLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  /** GST rate in percent; a line saved before products carried one is taken at the usual 5%. */
  gstRate?: number;
}

/** The usual rate of the storefront's snacks, for cart lines saved before products carried their own. */
export const USUAL_GST_RATE = 5;
