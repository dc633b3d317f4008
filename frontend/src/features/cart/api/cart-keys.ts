/** Query keys of the signed-in customer's cart on the server (the order service keeps it). */
export const cartKeys = {
  all: ['cart'] as const,
  mine: (token: string) => ['cart', token] as const,
};
