import type { AdminUser, User } from '@thindi/contracts';
import type { AddressRow, CustomerRow } from '../db/schema';

/** A customer as the API sends it: never the password hash. */
export function toUserView(customer: CustomerRow, addresses: AddressRow[]): User {
  return {
    _id: customer.id,
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    emailVerified: customer.emailVerified,
    isActive: customer.isActive,
    addresses: addresses.map((a) => ({
      id: a.id,
      type: a.type as User['addresses'][number]['type'],
      firstName: a.firstName,
      lastName: a.lastName,
      street: a.street,
      city: a.city,
      state: a.state,
      pincode: a.pincode,
      phone: a.phone,
      isDefault: a.isDefault,
    })),
    preferences: { orderEmails: customer.orderEmails, offerEmails: customer.offerEmails },
    createdAt: customer.createdAt.toISOString(),
    hasPassword: customer.passwordHash !== null,
  };
}

/** A customer as the admin lists it: the user view without addresses and preferences. */
export function toAdminUserView(customer: CustomerRow): AdminUser {
  const {
    addresses: _addresses,
    preferences: _preferences,
    hasPassword: _hasPassword,
    ...user
  } = toUserView(customer, []);
  return user;
}
