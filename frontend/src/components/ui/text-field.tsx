import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

export const INPUT_CLASSES =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900 placeholder:text-stone-400 focus:border-amber-700 focus:outline-none focus:ring-2 focus:ring-amber-200';

/** Every input attribute, `ref` included: it reaches the input. */
interface TextFieldProps extends Omit<ComponentProps<'input'>, 'onChange'> {
  label: string;
  onValueChange: (value: string) => void;
  /** Shown under the input and linked to it for screen readers. */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input; `required` marks the label with an asterisk as well. */
export function TextField({ label, onValueChange, error, hint, className, required, ...props }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cx('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cx(INPUT_CLASSES, error ? 'border-red-500' : undefined)}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
      {error ? (
        <p id={messageId} className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
