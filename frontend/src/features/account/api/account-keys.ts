/** Query keys of the account feature: the signed-in customer, as GET /api/auth/me answers for a token. */
export const accountKeys = {
  all: ['account'] as const,
  me: (token: string | null) => ['account', 'me', token] as const,
};
