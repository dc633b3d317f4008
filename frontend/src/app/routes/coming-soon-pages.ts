/** Screens of spec section 2 that later work fills in; each shows an honest "coming soon" page for now. */
export const ORDERS_PAGE = {
  title: 'My Orders',
  text: 'Order history and tracking will appear here soon. Your account is ready for your first order.',
} as const;

export const CHECKOUT_COMING_SOON_MESSAGE =
  'Checkout is coming soon. Your cart is kept while you browse, and you will be able to place the order here shortly.';
