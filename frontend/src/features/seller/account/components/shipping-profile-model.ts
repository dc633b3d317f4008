import { SHIPS_TO, shippingProfileInputSchema, type ShippingProfile } from '@thindi/contracts';
import { z } from 'zod';

export const SHIPPING_SAVED_MESSAGE = 'Shipping profile saved';
export const SHIPPING_SAVE_FAILED_MESSAGE = 'Failed to save the shipping profile';
export const SHIPPING_LOAD_FAILED_MESSAGE = 'Your shipping profile could not be loaded. Please try again later.';

const { shape } = shippingProfileInputSchema;
/** A number typed into a text input: what the contract's rule reads (a blank or stray text is not a number). */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The shipping form: the contract's rules, read from what the inputs hold (numbers stay text while typed).
 * A blank COD limit means no limit, and without cash on delivery the limit is not sent.
 */
export const shippingDraftSchema = z
  .object({
    originPincode: z.string().pipe(shape.originPincode),
    dispatchDays: z.string().transform(typedNumber).pipe(shape.dispatchDays),
    cutoffTime: z.string().pipe(shape.cutoffTime),
    codEnabled: z.boolean(),
    codLimit: z.string(),
    shipsTo: z.enum(SHIPS_TO),
  })
  .transform(({ codLimit, ...draft }) => ({
    ...draft,
    codLimit: draft.codEnabled && codLimit.trim() !== '' ? typedNumber(codLimit) : null,
  }))
  .pipe(shippingProfileInputSchema);
export type ShippingDraft = z.input<typeof shippingDraftSchema>;

export function draftFromProfile(profile: ShippingProfile): ShippingDraft {
  return {
    originPincode: profile.originPincode,
    dispatchDays: String(profile.dispatchDays),
    cutoffTime: profile.cutoffTime,
    codEnabled: profile.codEnabled,
    codLimit: profile.codLimit === null ? '' : String(profile.codLimit),
    shipsTo: profile.shipsTo,
  };
}
