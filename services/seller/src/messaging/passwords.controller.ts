import { PasswordPatterns, resetPasswordSchema } from '@thindi/contracts';
import { passwordsController } from '@thindi/platform';

/** A seller's password (change, forgotten, reset) and sessions (sign out everywhere): the platform's flows. */
export const SellerPasswordsController = passwordsController(PasswordPatterns.seller, resetPasswordSchema);
