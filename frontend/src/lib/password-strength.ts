import { MIN_PASSWORD_LENGTH } from '@thindi/contracts';

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

/** Spec section 4: one point each for length ≥ 6, mixed case, a digit and a symbol. */
export function passwordStrength(password: string): { score: number; label: StrengthLabel } {
  let score = 0;
  if (password.length >= MIN_PASSWORD_LENGTH) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  const label: StrengthLabel = score <= 1 ? 'Weak' : score === 2 ? 'Fair' : score === 3 ? 'Good' : 'Strong';
  return { score, label };
}
