import { sellerLoginSchema } from '@thindi/contracts';
import { z } from 'zod';

export const FILL_ALL_FIELDS_MESSAGE = 'Please fill in all fields';

/** The login contract, with one message for an empty field, 'Please fill in all fields'. */
export const sellerLoginFormSchema = sellerLoginSchema.extend({
  email: z.string().trim().min(1, FILL_ALL_FIELDS_MESSAGE).pipe(sellerLoginSchema.shape.email),
  password: z.string().min(1, FILL_ALL_FIELDS_MESSAGE).pipe(sellerLoginSchema.shape.password),
});
export type SellerLoginFields = z.input<typeof sellerLoginFormSchema>;
