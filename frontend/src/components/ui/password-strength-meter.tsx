import { passwordStrength } from '@/lib/password-strength';
import { cx } from '@/lib/cx';

const COLOURS = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-lime-600', 'bg-green-700'];

/** Four bars and the label of spec section 4 (Weak, Fair, Good, Strong). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  return (
    <div className="flex items-center gap-2" data-testid="password-strength">
      <div className="flex flex-1 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={cx('h-1.5 flex-1 rounded-full', bar <= score ? COLOURS[score] : 'bg-stone-200')} />
        ))}
      </div>
      <span className="text-xs font-semibold text-stone-700">{`Password strength: ${label}`}</span>
    </div>
  );
}

/** The live text under a confirm field. */
export function PasswordMatch({ password, confirm }: { password: string; confirm: string }) {
  if (!confirm) return null;
  const match = password === confirm;
  return (
    <p className={cx('text-sm', match ? 'text-green-800' : 'text-red-700')}>
      {match ? 'Passwords match' : "Passwords don't match"}
    </p>
  );
}
