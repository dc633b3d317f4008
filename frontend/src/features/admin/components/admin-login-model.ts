import { adminLoginSchema } from '@thindi/contracts';
import { z } from 'zod';

export const FILL_ALL_FIELDS_MESSAGE = 'Please fill in all fields';

/** The admin login contract, with one message for an empty field, 'Please fill in all fields'. */
export const adminLoginFormSchema = adminLoginSchema.extend({
  email: z.string().trim().min(1, FILL_ALL_FIELDS_MESSAGE).pipe(adminLoginSchema.shape.email),
  password: z.string().min(1, FILL_ALL_FIELDS_MESSAGE).pipe(adminLoginSchema.shape.password),
});
export type AdminLoginFields = z.input<typeof adminLoginFormSchema>;
