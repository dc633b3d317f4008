import { usePasswordRule } from '@/lib/password-rule';
import { cx } from '@/lib/cx';

const LABELS = ['Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const COLOURS = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-lime-600', 'bg-green-700'];

/**
 * Four bars and a label (Weak, Fair, Good, Strong) from the server's own rule (zxcvbn's score), and, while the
 * password would be refused, the sentence that says why. Nothing until the rule has loaded.
 */
export function PasswordStrengthMeter({ password, userInputs }: { password: string; userInputs?: readonly string[] }) {
  const check = usePasswordRule();
  if (!password || !check) return null;
  const { score, problem } = check(password, userInputs);
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div className="flex items-center gap-2">
        <div className="flex flex-1 gap-1" aria-hidden="true">
          {[1, 2, 3, 4].map((bar) => (
            <span
              key={bar}
              className={cx('h-1.5 flex-1 rounded-full', bar <= Math.max(score, 1) ? COLOURS[score] : 'bg-stone-200')}
            />
          ))}
        </div>
        <span className="text-xs font-semibold text-stone-700">{`Password strength: ${LABELS[score]}`}</span>
      </div>
      {problem ? <p className="text-sm text-red-700">{problem}</p> : null}
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
