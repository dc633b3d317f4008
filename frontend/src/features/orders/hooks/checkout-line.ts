/** What checkout needs of a cart line: the app passes the cart's lines, which carry more. */
export interface CheckoutLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
}
