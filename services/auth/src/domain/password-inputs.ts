/**
 * The words of an account a new password should not be built from. Only for a caller who proved who they are (a
 * signed-in customer): an anonymous call is checked against what it typed itself, so a refusal can never tell a
 * stranger the name on someone else's account.
 */
export const accountWords = (account: { email: string; firstName: string; lastName: string }): string[] =>
  [account.email, account.firstName, account.lastName].filter(Boolean);
