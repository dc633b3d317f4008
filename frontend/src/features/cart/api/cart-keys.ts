/** Query keys of the signed-in customer's cart on the server (the order service keeps it), and a guest's coupon. */
export const cartKeys = {
  all: ['cart'] as const,
  mine: (token: string) => ['cart', token] as const,
  /** A guest's coupon previewed on its lines as they are now. */
  preview: (code: string, lines: readonly unknown[]) => ['cart', 'coupon-preview', code, lines] as const,
};
