import type { User } from '@thindi/contracts';
import { storeSession } from '@/lib/auth-storage';
import { jsonResponse } from './fetch-mock';

/** A customer as GET /api/auth/me sends it; override what the test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    id: 'user-1',
    firstName: 'Asha',
    lastName: 'Raman',
    email: 'asha@example.com',
    phone: null,
    emailVerified: true,
    isActive: true,
    addresses: [],
    preferences: { orderEmails: true, offerEmails: false },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Puts a customer's token and user in localStorage, as a sign-in on an earlier visit would. */
export function storeCustomer(user: User = makeUser(), token = 'customer-token'): User {
  storeSession('customer', token, user);
  return user;
}

/** The answer of GET /api/auth/me for a stored, accepted token. */
export const meResponse = (user: User) => jsonResponse({ success: true, user });
