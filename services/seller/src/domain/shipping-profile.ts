import {
  DEFAULT_SHIPPING_PROFILE,
  type ShippingProfile,
  type ShippingProfileInput,
  type ShipsTo,
} from '@thindi/contracts';
import { lookupPincode } from '@thindi/india';
import type { ShippingProfileRow } from '../db/schema';

/** The stored form of a profile: cut-off in minutes after midnight IST, the COD limit in paise. */
export type StoredShippingProfile = Omit<ShippingProfileRow, 'updatedAt'>;

/** 'HH:MM' → minutes after midnight. */
export function toCutoffMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes after midnight → 'HH:MM'. */
export function toCutoffTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The row a seller's input is kept as; a limit means nothing without cash on delivery, so it is dropped then. */
export function toStoredProfile(sellerId: string, input: ShippingProfileInput): StoredShippingProfile {
  return {
    sellerId,
    originPincode: input.originPincode,
    dispatchDays: input.dispatchDays,
    cutoffMinutes: toCutoffMinutes(input.cutoffTime),
    codEnabled: input.codEnabled,
    codLimitPaise: input.codEnabled && input.codLimit !== null ? Math.round(input.codLimit * 100) : null,
    shipsTo: input.shipsTo,
  };
}

/** A stored profile as the API sends it, its district and state from the pincode directory. */
export function toShippingProfile(row: StoredShippingProfile): ShippingProfile {
  const origin = lookupPincode(row.originPincode);
  return {
    sellerId: row.sellerId,
    originPincode: row.originPincode,
    originDistrict: origin?.district ?? null,
    originState: origin?.state ?? null,
    dispatchDays: row.dispatchDays,
    cutoffTime: toCutoffTime(row.cutoffMinutes),
    codEnabled: row.codEnabled,
    codLimit: row.codLimitPaise === null ? null : row.codLimitPaise / 100,
    shipsTo: row.shipsTo as ShipsTo,
  };
}

/** The profile of a seller that never saved one: it ships from its business address's pincode. */
export function defaultShippingProfile(sellerId: string, originPincode: string): ShippingProfile {
  return toShippingProfile(toStoredProfile(sellerId, { ...DEFAULT_SHIPPING_PROFILE, originPincode }));
}
