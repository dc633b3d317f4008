/** Customer, seller and admin keep separate tokens and accounts in the browser (docs/product.md, Accounts > Sessions and tokens). */
export type Role = 'customer' | 'seller' | 'admin';

/** The name of the stored account under each role: the current user, seller or admin. */
export const ACCOUNT_NAME: Record<Role, 'user' | 'seller' | 'admin'> = {
  customer: 'user',
  seller: 'seller',
  admin: 'admin',
};

export const tokenKey = (role: Role): string => `thindi.${role}.token`;
export const accountKey = (role: Role): string => `thindi.${role}.${ACCOUNT_NAME[role]}`;

export function readToken(role: Role): string | null {
  return localStorage.getItem(tokenKey(role));
}

export function readAccount<A>(role: Role): A | null {
  const raw = localStorage.getItem(accountKey(role));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as A;
  } catch {
    return null;
  }
}

export function storeSession(role: Role, token: string, account: unknown): void {
  localStorage.setItem(tokenKey(role), token);
  localStorage.setItem(accountKey(role), JSON.stringify(account));
}

export function storeAccount(role: Role, account: unknown): void {
  localStorage.setItem(accountKey(role), JSON.stringify(account));
}

export function clearSession(role: Role): void {
  localStorage.removeItem(tokenKey(role));
  localStorage.removeItem(accountKey(role));
}
